import type { ServiceCtx } from "./context";
import { sha256Hex } from "./crypto";

/**
 * Who a counter counts once per day: the signed-in account, or for an anonymous visit a hash of the day, the IP and
 * the browser (no address is stored, and tomorrow's hash cannot be linked to today's).
 */
export async function dailyVisitor(ctx: Pick<ServiceCtx, "actor" | "ip" | "userAgent">, day: string | number) {
  return ctx.actor?.id ?? `anon:${(await sha256Hex(`${day}|${ctx.ip ?? ""}|${ctx.userAgent ?? ""}`)).slice(0, 32)}`;
}
