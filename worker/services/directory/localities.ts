import { z } from "zod";
import { countRows, all, q } from "../../db/sql";
import { PROFESSIONAL_TYPES, REVIEW_MESSAGES, type AgentCard } from "../../contracts/reviews";
import type { AuthUser } from "../../contracts/auth";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";

type Locality = AgentCard["localities"][number];

/** The localities of focus of several professionals at once (one query; agent_localities' primary key). */
export async function localitiesOf(ctx: ServiceCtx, userIds: string[]): Promise<Map<string, Locality[]>> {
  const out = new Map<string, Locality[]>();
  if (!userIds.length) return out;
  const results = await all(
    q(
      ctx,
      `SELECT al.user_id, l.id, l.name, s.id AS state_id, s.name AS state_name FROM agent_localities al
     JOIN localities l ON l.id = al.locality_id JOIN states s ON s.id = l.state_id
     WHERE al.user_id IN (SELECT value FROM json_each(?)) ORDER BY l.name`,
      JSON.stringify(userIds),
    ),
    z.object({ user_id: z.string(), id: z.number(), name: z.string(), state_id: z.number(), state_name: z.string() }),
  );
  for (const r of results)
    out.set(r.user_id, [
      ...(out.get(r.user_id) ?? []),
      { id: r.id, name: r.name, stateId: r.state_id, stateName: r.state_name },
    ]);
  return out;
}

const isProfessional = (u: AuthUser) =>
  (PROFESSIONAL_TYPES as readonly string[]).includes(u.accountType) && !u.adminAccess;

export async function myLocalities(ctx: ServiceCtx, user: AuthUser) {
  return { data: (await localitiesOf(ctx, [user.id])).get(user.id) ?? [] };
}

/** SPEC §7 agent localities of focus: replaces the professional's list (unknown ids are a 422 naming localityIds). */
export async function setMyLocalities(ctx: ServiceCtx, user: AuthUser, localityIds: number[]) {
  if (!isProfessional(user)) throw new ApiError(403, MESSAGES.forbidden);
  const ids = [...new Set(localityIds)];
  if (ids.length) {
    const found = await countRows(
      q(ctx, "SELECT COUNT(*) AS n FROM localities WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify(ids)),
    );
    if (found !== ids.length) throw fieldError("localityIds", REVIEW_MESSAGES.unknownLocality, 422);
  }
  await ctx.env.DB.batch([
    q(ctx, "DELETE FROM agent_localities WHERE user_id = ?", user.id),
    q(
      ctx,
      "INSERT OR IGNORE INTO agent_localities (user_id, locality_id) SELECT ?, id FROM localities WHERE id IN (SELECT value FROM json_each(?))",
      user.id,
      JSON.stringify(ids),
    ),
  ]);
  return myLocalities(ctx, user);
}
