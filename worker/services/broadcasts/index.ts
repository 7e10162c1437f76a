import { z } from "zod";
import { first, all, prepared, q } from "../../db/sql";
import { activityStatement } from "../platform/activity";
import { and, eq, inArray } from "drizzle-orm";
import { notifications } from "../../db/schema";
import {
  BROADCAST_CHUNK,
  broadcastSegment,
  type BroadcastInput,
  type BroadcastRow,
  type BroadcastSegment,
} from "../../contracts/broadcasts";
import { newId } from "../../lib/crypto";
import { ApiError, fieldError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { pushSender } from "../../integrations/push";
import { pushNotifications } from "../notifications";

export { pushSender };

const PushTargetRow = z.object({ endpoint: z.string(), p256dh: z.string(), auth: z.string() });

/** The audience: active, non-staff users matching every given part of the segment. `u` is users. */
function segmentWhere(seg: BroadcastSegment): { sql: string; params: unknown[] } {
  const parts = ["u.status = 'active'", "u.admin_access = 0", "u.deleted_at IS NULL"];
  const params: unknown[] = [];
  if (seg.accountTypes?.length) {
    parts.push(`u.account_type IN (${seg.accountTypes.map(() => "?").join(", ")})`);
    params.push(...seg.accountTypes);
  }
  if (seg.stateIds?.length) {
    parts.push(
      `EXISTS (SELECT 1 FROM user_preferences p WHERE p.user_id = u.id AND p.based_state_id IN (${seg.stateIds.map(() => "?").join(", ")}))`,
    );
    params.push(...seg.stateIds);
  }
  if (seg.plan === "free")
    parts.push("NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'active')");
  else if (seg.plan === "paid")
    parts.push("EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'active')");
  else if (seg.plan) {
    parts.push(
      "EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'active' AND s.plan_id = ?)",
    );
    params.push(seg.plan);
  }
  return { sql: parts.join(" AND "), params };
}

async function checkSegment(ctx: ServiceCtx, seg: BroadcastSegment, prefix: string) {
  if (seg.plan && seg.plan !== "free" && seg.plan !== "paid") {
    const plan = await q(ctx, "SELECT id FROM subscription_plans WHERE id = ?", seg.plan).first();
    if (!plan) throw fieldError(`${prefix}plan`, "Choose free, paid or one of the plans.");
  }
  if (seg.stateIds?.length) {
    const { results } = await q(
      ctx,
      `SELECT id FROM states WHERE id IN (${seg.stateIds.map(() => "?").join(", ")})`,
      ...seg.stateIds,
    ).all();
    if (results.length !== new Set(seg.stateIds).size)
      throw fieldError(`${prefix}stateIds`, "Some states are not known.");
  }
}

/** The live "about N recipients" of the compose form: one COUNT over the users the segment names. */
export async function audienceSize(ctx: ServiceCtx, seg: BroadcastSegment) {
  await checkSegment(ctx, seg, "");
  const w = segmentWhere(seg);
  const row = await first(
    q(
      ctx,
      `SELECT count(*) AS n, coalesce(sum(CASE WHEN u.announcements = 0 THEN 1 ELSE 0 END), 0) AS off FROM users u WHERE ${w.sql}`,
      ...w.params,
    ),
    z.object({ n: z.number(), off: z.number() }),
  );
  return { recipients: (row?.n ?? 0) - (row?.off ?? 0), optedOut: row?.off ?? 0 };
}

const Row = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  segment: z.string(),
  status: z.enum(["sending", "sent"]),
  cursor: z.string().nullable(),
  recipients: z.number(),
  delivered: z.number(),
  opted_out: z.number(),
  pushed: z.number(),
  push_failed: z.number(),
  created_at: z.number(),
  finished_at: z.number().nullable(),
  created_by_name: z.string().nullable(),
});
type Row = z.infer<typeof Row>;

function toRow(r: Row): BroadcastRow {
  const seg = broadcastSegment.safeParse(JSON.parse(r.segment));
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    segment: seg.success ? seg.data : {},
    status: r.status,
    recipients: r.recipients,
    delivered: r.delivered,
    optedOut: r.opted_out,
    pushed: r.pushed,
    pushFailed: r.push_failed,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
    createdBy: r.created_by_name,
  };
}
const SELECT = `SELECT b.*, trim(u.first_name || ' ' || coalesce(u.last_name, '')) AS created_by_name FROM broadcasts b LEFT JOIN users u ON u.id = b.created_by`;

/** Creates the broadcast (status sending) and its activity-log row in one batch; the cron delivers it. */
export async function createBroadcast(ctx: ServiceCtx, input: BroadcastInput) {
  await checkSegment(ctx, input.segment, "segment.");
  const id = newId();
  const segment = JSON.stringify(input.segment);
  await ctx.env.DB.batch([
    q(
      ctx,
      "INSERT INTO broadcasts (id, title, body, link, segment, status, created_by, created_at) VALUES (?, ?, ?, ?, ?, 'sending', ?, ?)",
      id,
      input.title,
      input.body,
      input.link ?? null,
      segment,
      ctx.actor?.id ?? null,
      ctx.now,
    ),
    prepared(
      ctx,
      activityStatement(
        ctx,
        "broadcast.create",
        { type: "broadcast", id },
        {
          before: null,
          after: { title: input.title, body: input.body, link: input.link ?? null, segment: input.segment },
        },
      ),
    ),
  ]);
  return getBroadcast(ctx, id);
}

export async function getBroadcast(ctx: ServiceCtx, id: string) {
  const r = await first(q(ctx, `${SELECT} WHERE b.id = ?`, id), Row);
  if (!r) throw new ApiError(404, "No broadcast with that id.");
  return toRow(r);
}

export async function listBroadcasts(ctx: ServiceCtx, page: number, perPage: number) {
  const results = await all(
    q(ctx, `${SELECT} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`, perPage + 1, (page - 1) * perPage),
    Row,
  );
  return { data: results.slice(0, perPage).map(toRow), page, perPage, hasMore: results.length > perPage };
}

/**
 * One delivery step of a broadcast: the next BROADCAST_CHUNK users of the segment after its cursor.
 * One batch (a transaction) writes a delivery row per user (PRIMARY KEY (broadcast, user): a retried or
 * parallel step inserts nothing twice), the in-app notification of each newly delivered row, the counts
 * of this step's rows and the cursor (only if still where this step read it). Pushes (room and Web Push)
 * follow for this step's own rows only, so a user is notified at most once.
 */
export async function deliveryStep(ctx: ServiceCtx, broadcastId: string) {
  const b = await first(
    q(ctx, "SELECT * FROM broadcasts WHERE id = ? AND status = 'sending'", broadcastId),
    Row.omit({ created_by_name: true }),
  );
  if (!b) return { done: true, delivered: 0 };
  const seg = broadcastSegment.parse(JSON.parse(b.segment));
  const w = segmentWhere(seg);
  const from = b.cursor ?? "";
  const chunk = await all(
    q(
      ctx,
      `SELECT u.id FROM users u WHERE ${w.sql} AND u.id > ? ORDER BY u.id LIMIT ${BROADCAST_CHUNK}`,
      ...w.params,
      from,
    ),
    z.object({ id: z.string() }),
  );
  const last = chunk.at(-1)?.id ?? null;
  const done = chunk.length < BROADCAST_CHUNK;
  const stepId = newId();
  const message = `${b.title}: ${b.body}`.slice(0, 500);
  const dedupe = `broadcast:${b.id}`;
  const stmts = [];
  if (last) {
    stmts.push(
      q(
        ctx,
        `INSERT INTO broadcast_deliveries (broadcast_id, user_id, status, step_id, created_at)
        SELECT ?, u.id, CASE WHEN u.announcements = 1 THEN 'delivered' ELSE 'opted_out' END, ?, ? FROM users u
        WHERE ${w.sql} AND u.id > ? AND u.id <= ?
        ON CONFLICT (broadcast_id, user_id) DO NOTHING`,
        b.id,
        stepId,
        ctx.now,
        ...w.params,
        from,
        last,
      ),
      q(
        ctx,
        `INSERT INTO notifications (id, user_id, type, message, link, dedupe_key, created_at)
        SELECT lower(hex(randomblob(16))), d.user_id, 'announcement', ?, ?, ?, ? FROM broadcast_deliveries d
        WHERE d.step_id = ? AND d.status = 'delivered'
        ON CONFLICT (user_id, dedupe_key) DO NOTHING`,
        message,
        b.link,
        dedupe,
        ctx.now,
        stepId,
      ),
    );
  }
  stmts.push(
    q(
      ctx,
      `UPDATE broadcasts SET
        cursor = coalesce(?, cursor),
        recipients = recipients + (SELECT count(*) FROM broadcast_deliveries WHERE step_id = ?),
        delivered = delivered + (SELECT count(*) FROM broadcast_deliveries WHERE step_id = ? AND status = 'delivered'),
        opted_out = opted_out + (SELECT count(*) FROM broadcast_deliveries WHERE step_id = ? AND status = 'opted_out'),
        status = CASE WHEN ? THEN 'sent' ELSE status END,
        finished_at = CASE WHEN ? THEN ? ELSE finished_at END
      WHERE id = ? AND status = 'sending' AND cursor IS ?`,
      last,
      stepId,
      stepId,
      stepId,
      done ? 1 : 0,
      done ? 1 : 0,
      ctx.now,
      b.id,
      b.cursor,
    ),
  );
  await ctx.env.DB.batch(stmts);
  const mine = await all(
    q(ctx, "SELECT user_id FROM broadcast_deliveries WHERE step_id = ? AND status = 'delivered'", stepId),
    z.object({ user_id: z.string() }),
  );
  if (mine.length)
    await pushStep(
      ctx,
      b,
      stepId,
      mine.map((m) => m.user_id),
    );
  return { done, delivered: mine.length };
}

/** The bell of open tabs (the user's room) and Web Push to each subscribed browser of this step's users. */
async function pushStep(ctx: ServiceCtx, b: Omit<Row, "created_by_name">, stepId: string, userIds: string[]) {
  for (let i = 0; i < userIds.length; i += 90) {
    const ids = userIds.slice(i, i + 90);
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.dedupeKey, `broadcast:${b.id}`), inArray(notifications.userId, ids)))
      .all();
    await pushNotifications(ctx, rows).catch((e: unknown) => console.error("[broadcast] room push", e));
  }
  const targets = await all(
    q(
      ctx,
      `SELECT s.endpoint, s.p256dh, s.auth FROM broadcast_deliveries d JOIN push_subscriptions s ON s.user_id = d.user_id
    WHERE d.step_id = ? AND d.status = 'delivered'`,
      stepId,
    ),
    PushTargetRow,
  );
  if (!targets.length) return;
  const sender = pushSender(ctx.env);
  let ok = 0;
  let failed = 0;
  const gone: string[] = [];
  for (let i = 0; i < targets.length; i += 50) {
    const results = await Promise.all(
      targets
        .slice(i, i + 50)
        .map((t) =>
          sender
            .send(t, { title: b.title, body: b.body, link: b.link, tag: `broadcast-${b.id}` })
            .then((r) => ({ t, r })),
        ),
    );
    for (const { t, r } of results) {
      if (r.ok) ok++;
      else {
        failed++;
        if (r.gone) gone.push(t.endpoint);
      }
    }
  }
  await ctx.env.DB.batch([
    q(ctx, "UPDATE broadcasts SET pushed = pushed + ?, push_failed = push_failed + ? WHERE id = ?", ok, failed, b.id),
    ...gone.map((endpoint) => q(ctx, "DELETE FROM push_subscriptions WHERE endpoint = ?", endpoint)),
  ]);
}

/**
 * "Send now": the cron's delivery of one broadcast, run on a staff member's request instead of waiting for the
 * next five-minute run (a local `npm start` runs no cron by itself). The same steps, so a step the cron runs at
 * the same moment delivers nothing twice; a large audience may need another press (or the cron) to finish.
 */
export async function deliverBroadcastNow(
  ctx: ServiceCtx,
  id: string,
  opts: { maxSteps?: number; budgetMs?: number } = {},
) {
  await getBroadcast(ctx, id);
  // A staff action, logged like the others; the delivery itself is the cron's guarded step.
  await prepared(ctx, activityStatement(ctx, "broadcast.deliver_now", { type: "broadcast", id })).run();
  const started = Date.now();
  for (let step = 0; step < (opts.maxSteps ?? 20) && Date.now() - started < (opts.budgetMs ?? 20_000); step++) {
    if ((await deliveryStep(ctx, id)).done) break;
  }
  return getBroadcast(ctx, id);
}

/** Cron: delivers the broadcasts being sent, oldest first, a chunk per step, within a time budget. */
export async function runBroadcastDeliveries(ctx: ServiceCtx, opts: { maxSteps?: number; budgetMs?: number } = {}) {
  const started = Date.now();
  const maxSteps = opts.maxSteps ?? 40;
  let steps = 0;
  while (steps < maxSteps && Date.now() - started < (opts.budgetMs ?? 20_000)) {
    const next = await first(
      q(ctx, "SELECT id FROM broadcasts WHERE status = 'sending' ORDER BY created_at, id LIMIT 1"),
      z.object({ id: z.string() }),
    );
    if (!next) break;
    await deliveryStep(ctx, next.id);
    steps++;
  }
  return steps;
}

// ---- Browsers' push subscriptions ----
/** A user keeps the subscriptions of their newest browsers only. */
const MAX_BROWSERS = 10;

export async function savePushSubscription(
  ctx: ServiceCtx,
  userId: string,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  // The endpoint is the browser's: a browser that signs in as someone else moves to that user.
  await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
      input.endpoint,
      userId,
      input.keys.p256dh,
      input.keys.auth,
      ctx.now,
    ),
    q(
      ctx,
      `DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint NOT IN
      (SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, endpoint LIMIT ${MAX_BROWSERS})`,
      userId,
      userId,
    ),
  ]);
  return { message: "Notifications are on for this browser." };
}

export async function deletePushSubscription(ctx: ServiceCtx, userId: string, endpoint: string) {
  await q(ctx, "DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?", endpoint, userId).run();
  return { message: "Notifications are off for this browser." };
}
