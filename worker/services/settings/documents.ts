import { z } from "zod";
import { first, prepared, q } from "../../db/sql";
import { sql } from "drizzle-orm";
import { activityStatement } from "../platform/activity";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";

export const SETTINGS_CHANGED =
  "These settings were changed by someone else a moment ago. Reload the page and try again.";

/** A settings document: the stored JSON (checked against its schema) or the defaults; `raw` is what the guarded write compares. */
export async function readDocument<T>(
  ctx: ServiceCtx,
  key: string,
  schema: z.ZodType<T>,
  defaults: T,
): Promise<{ raw: string | null; value: T }> {
  const row = await first(
    q(ctx, "SELECT value FROM admin_settings WHERE key = ?", key),
    z.object({ value: z.string() }),
  );
  if (!row) return { raw: null, value: defaults };
  try {
    const parsed = schema.safeParse({ ...defaults, ...JSON.parse(row.value) });
    return { raw: row.value, value: parsed.success ? parsed.data : defaults };
  } catch {
    return { raw: row.value, value: defaults };
  }
}

/**
 * Writes `after` only if the document is still what was read (`before.raw`), with its activity-log row
 * (before/after) in the same batch and only when the write happened: two admins saving at once never
 * silently undo each other; the second one is told to reload (409).
 */
export async function writeDocument<T>(
  ctx: ServiceCtx,
  key: string,
  before: { raw: string | null; value: T },
  after: T,
) {
  const value = JSON.stringify(after);
  const actorId = ctx.actor?.id ?? null;
  const write =
    before.raw === null
      ? q(
          ctx,
          "INSERT INTO admin_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING",
          key,
          value,
          ctx.now,
          actorId,
        )
      : q(
          ctx,
          "UPDATE admin_settings SET value = ?, updated_at = ?, updated_by = ? WHERE key = ? AND value = ?",
          value,
          ctx.now,
          actorId,
          key,
          before.raw,
        );
  const [result] = await ctx.env.DB.batch([
    write,
    prepared(
      ctx,
      activityStatement(
        ctx,
        `settings.${key}`,
        { type: "settings", id: key },
        { before: before.value, after },
        actorId,
        { where: sql`changes() = 1` },
      ),
    ),
  ]);
  if (!result?.meta.changes) throw new ApiError(409, SETTINGS_CHANGED);
  return after;
}
