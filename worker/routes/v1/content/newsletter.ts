import { emailSchema, messageBody } from "../../../contracts/auth";
import { MESSAGES } from "../../../contracts/messages";
import { jsonRoute, router, z } from "../../../lib/openapi";
import { subscribe } from "../../../services/content";

/** Mounted at /newsletter (SPEC.md §7 keeps this path outside /v1). */
export const newsletterRoutes = router().openapi(
  jsonRoute({
    method: "post",
    path: "/subscribers",
    body: z.strictObject({ email: emailSchema }).openapi("NewsletterBody"),
    response: messageBody,
    status: 201,
  }),
  async (c) => {
    await subscribe(c.var.ctx, c.req.valid("json").email);
    return c.json({ message: MESSAGES.newsletterSubscribed }, 201);
  },
);
