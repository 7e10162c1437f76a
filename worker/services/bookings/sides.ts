import { z } from "zod";
import type { BookingTab } from "../../contracts/bookings";
import type { ServiceCtx } from "../../lib/context";
import { all, q } from "../../db/sql";

/**
 * What the two kinds of booking (an inspection: seeker and agent; a short stay: guest and host) share about
 * their two sides: a person's list of them, and the timeline of one.
 */

/** A person's list of bookings: a page sorted by date, one tab, as one side or either. */
export type BookingListQuery<R extends string> = {
  page: number;
  perPage: number;
  sorting: "asc" | "desc";
  tab: BookingTab;
  role: R | "any";
};

/** The condition (with its params) that keeps the bookings where the user is `role`, or either side for "any". */
export function asSide<R extends string>(columns: Record<R, string>, role: R | "any", userId: string) {
  const own = role === "any" ? Object.values<string>(columns) : [columns[role]];
  const sql = own.map((c) => `${c} = ?`).join(" OR ");
  return { sql: own.length > 1 ? `(${sql})` : sql, params: own.map(() => userId) };
}

const EventRow = z.object({
  action: z.string(),
  detail: z.string().nullable(),
  actorId: z.string().nullable(),
  createdAt: z.number(),
});

/**
 * A booking's timeline from its events table, oldest first, each step by the side that took it (`people`: each
 * role's user id), staff, or the system.
 */
export async function bookingTimeline<R extends string>(
  ctx: ServiceCtx,
  table: "inspection_events" | "stay_events",
  bookingId: string,
  people: Record<R, string>,
) {
  const events = await all(
    q(
      ctx,
      `SELECT action, detail, actor_id AS actorId, created_at AS createdAt FROM ${table} WHERE booking_id = ? ORDER BY created_at, rowid`,
      bookingId,
    ),
    EventRow,
  );
  const roles = Object.keys(people) as R[];
  return events.map((e) => ({
    action: e.action,
    detail: e.detail,
    by: roles.find((r) => e.actorId === people[r]) ?? (e.actorId ? ("staff" as const) : ("system" as const)),
    createdAt: e.createdAt,
  }));
}
