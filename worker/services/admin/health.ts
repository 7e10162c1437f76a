import type { ServiceCtx } from "../../lib/context";
import { configWarnings } from "../../lib/env-check";

/** "ok" when D1 answers a trivial query, "down" otherwise (GET /v1/health). */
export async function databaseHealth(ctx: ServiceCtx): Promise<"ok" | "down"> {
  try {
    await ctx.env.DB.prepare("select 1").first();
    return "ok";
  } catch {
    return "down";
  }
}

/** GET /v1/health: D1, R2 and the rooms' binding answer, and the configuration check's warnings. */
export async function systemHealth(ctx: ServiceCtx) {
  const probe = async (fn: () => unknown) => {
    try {
      await fn();
      return "ok" as const;
    } catch {
      return "down" as const;
    }
  };
  const [database, storage, rooms] = await Promise.all([
    databaseHealth(ctx),
    probe(() => ctx.env.MEDIA.head("__health__")),
    probe(() => ctx.env.User.idFromName("health") && ctx.env.Conversation.idFromName("health")),
  ]);
  const config = configWarnings(ctx.env as unknown as Record<string, unknown>);
  const status =
    database === "ok" && storage === "ok" && rooms === "ok" && !config.length ? ("ok" as const) : ("degraded" as const);
  return { status, time: new Date(ctx.now).toISOString(), database, storage, rooms, config };
}
