// Worker-only; named with .openapi(), which @hono/zod-openapi adds to zod (drizzle-zod builds on the same zod).
import "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { websiteContent } from "../db/schema/system";

/** Site content (terms of use, privacy policy, ...), answered as the table holds it: derived with drizzle-zod. */
export const websiteContentItem = createSelectSchema(websiteContent).openapi("WebsiteContent");
