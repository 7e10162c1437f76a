import { eq } from "drizzle-orm";
import { websiteContent } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";

export const getContent = (ctx: ServiceCtx, key: string) =>
  ctx.db.select().from(websiteContent).where(eq(websiteContent.key, key)).get();
