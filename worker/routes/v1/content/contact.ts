import { messageBody } from "../../../contracts/auth";
import { CONTACT_MESSAGES, contactInput } from "../../../contracts/contact";
import { jsonRoute, router } from "../../../lib/openapi";
import { sendContactMessage } from "../../../services/content";

/** The /contact page's form: public, limited per IP, with a spam trap (`website`, never shown to people). */
export const contactRoutes = router().openapi(
  jsonRoute({
    method: "post",
    path: "/contact",
    tags: ["Content"],
    summary: __API_DOCS__ ? "Send a message to the PropertyNG team (the /contact form)" : "",
    description: __API_DOCS__
      ? "Stored in the back office's inbox and mailed to the site's contact address. Five messages an hour per IP. `website` is a spam trap: people leave it empty."
      : "",
    body: contactInput.openapi("ContactMessageInput"),
    response: messageBody,
    status: 201,
  }),
  async (c) => {
    await sendContactMessage(c.var.ctx, c.req.valid("json"));
    return c.json({ message: CONTACT_MESSAGES.sent }, 201);
  },
);
