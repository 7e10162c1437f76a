import type { ServiceCtx } from "../../lib/context";

/** "ok" when D1 answers a trivial query, "down" otherwise (GET /v1/health). */
export async function databaseHealth(ctx: ServiceCtx): Promise<"ok" | "down"> {
  try {
    await ctx.env.DB.prepare("select 1").first();
    return "ok";
  } catch {
    return "down";
  }
}
