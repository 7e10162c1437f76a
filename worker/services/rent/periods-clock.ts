/**
 * The rent schedule's clock, run by the engine's sweep (the housekeeping cron's `orders` step, product `rent`) with
 * `ctx.now`, for open monthly or quarterly agreements:
 *
 *   overdue    an unpaid period past its due date (Lagos) is overdue: set-based.
 *   reminders  7, 3 and 1 days before a due date, and once on the day after it was missed (the tenant); once more
 *              past the grace days, to the tenant and the lister: it is overdue. Each stage is claimed by a guarded
 *              UPDATE (`reminded`, the smallest stage sent) before anything is sent, so overlapping runs never
 *              remind twice. Nothing ends the tenancy: staff see overdue periods in their report.
 *
 * The releases are the daily step's (./clock.ts), since money moves on a day, not every few minutes.
 */
import { z } from "zod";
import { REMINDER_DAYS } from "../../contracts/instalment-rules";
import { addDays, dmy, lagosDay } from "../../contracts/lagos-time";
import { formatNaira } from "../../contracts/naira";
import { OPEN_RENT_STATUSES } from "../../contracts/rent-rules";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { tellAboutRent, type RentMessage } from "./notify";

const BATCH = 200;
const OPEN = `(${OPEN_RENT_STATUSES.map((s) => `'${s}'`).join(", ")})`;
/** Past the grace days: the stage below "missed" (0). */
const PAST_GRACE = -1;

const Claimed = z.object({
  agreement_id: z.string(),
  seq: z.number(),
  due_on: z.string(),
  amount_kobo: z.number(),
  payer_id: z.string(),
  payee_id: z.string(),
  periods: z.number(),
  grace_days: z.number(),
  title: z.string(),
});

function markOverdue(ctx: ServiceCtx) {
  return q(
    ctx,
    `UPDATE rent_periods SET status = 'overdue', updated_at = ? WHERE status = 'due' AND due_on < ?
     AND agreement_id IN (SELECT id FROM rent_agreements WHERE status IN ${OPEN})`,
    ctx.now,
    lagosDay(ctx.now),
  ).run();
}

/** Claims the periods due for reminder `stage` (days before; 0 missed; -1 past the grace days) and answers them. */
function claim(ctx: ServiceCtx, stage: number) {
  const today = lagosDay(ctx.now);
  const window =
    stage === PAST_GRACE
      ? { sql: "r.status = 'overdue' AND r.due_on < date(?, '-' || a.grace_days || ' days')", params: [today] }
      : stage === 0
        ? { sql: "r.status = 'overdue'", params: [] as unknown[] }
        : { sql: "r.status = 'due' AND r.due_on >= ? AND r.due_on <= ?", params: [today, addDays(today, stage)] };
  return all(
    q(
      ctx,
      `UPDATE rent_periods SET reminded = ?, updated_at = ? WHERE id IN (
         SELECT r.id FROM rent_periods r JOIN rent_agreements a ON a.id = r.agreement_id
         WHERE ${window.sql} AND (r.reminded IS NULL OR r.reminded > ?) AND a.status IN ${OPEN} LIMIT ?)
       RETURNING agreement_id, seq, due_on, amount_kobo,
         (SELECT payer_id FROM rent_agreements WHERE id = agreement_id) AS payer_id,
         (SELECT payee_id FROM rent_agreements WHERE id = agreement_id) AS payee_id,
         (SELECT periods FROM rent_agreements WHERE id = agreement_id) AS periods,
         (SELECT grace_days FROM rent_agreements WHERE id = agreement_id) AS grace_days,
         (SELECT p.title FROM rent_agreements g JOIN properties p ON p.id = g.property_id WHERE g.id = agreement_id) AS title`,
      stage,
      ctx.now,
      ...window.params,
      stage,
      BATCH,
    ),
    Claimed,
  );
}

function messagesFor(stage: number, c: z.infer<typeof Claimed>, today: string): RentMessage[] {
  const what = `Rent for ${c.title}, period ${c.seq} of ${c.periods} (${formatNaira(c.amount_kobo)})`;
  const to = (userId: string, subject: string, text: string) => ({
    userId,
    agreementId: c.agreement_id,
    subject,
    text,
  });
  if (stage === PAST_GRACE)
    return [
      to(
        c.payer_id,
        `Your rent is overdue: period ${c.seq}`,
        `${what} was due on ${dmy(c.due_on)} and is still not paid ${c.grace_days} days later. Pay it from your wallet or by card on the agreement.`,
      ),
      to(
        c.payee_id,
        `A tenant's rent is overdue: period ${c.seq}`,
        `${what} was due on ${dmy(c.due_on)} and is still not paid ${c.grace_days} days later. The tenant has been told; PropertyNG's team can see it too.`,
      ),
    ];
  if (stage === 0)
    return [
      to(
        c.payer_id,
        `Rent period ${c.seq} was due on ${dmy(c.due_on)}`,
        `${what} was due on ${dmy(c.due_on)} and is not paid. Pay it within ${c.grace_days} days of the due date, or it is overdue and the lister is told.`,
      ),
    ];
  const days = Math.round((Date.parse(c.due_on) - Date.parse(today)) / 86_400_000);
  return [
    to(
      c.payer_id,
      `Rent period ${c.seq} is due ${days <= 0 ? "today" : `in ${days} day${days === 1 ? "" : "s"}`}`,
      `${what} is due on ${dmy(c.due_on)}. Pay it from your wallet or by card on the agreement.`,
    ),
  ];
}

async function sendReminders(ctx: ServiceCtx) {
  const today = lagosDay(ctx.now);
  // Smallest stage first: a period past its grace days gets that notice, not "missed" as well; one due tomorrow
  // gets the 1-day reminder only, not 7 and 3 as well.
  for (const stage of [PAST_GRACE, 0, ...[...REMINDER_DAYS].sort((a, b) => a - b)]) {
    const claimed = await claim(ctx, stage);
    await tellAboutRent(
      ctx,
      stage === PAST_GRACE ? "rent_overdue" : stage === 0 ? "rent_missed" : "rent_reminder",
      claimed.flatMap((c) => messagesFor(stage, c, today)),
      { sms: true },
    );
  }
}

export async function rentScheduleClock(ctx: ServiceCtx) {
  const failed: string[] = [];
  for (const [name, run] of [
    ["overdue", markOverdue],
    ["reminders", sendReminders],
  ] as const) {
    try {
      await run(ctx);
    } catch (error) {
      failed.push(name);
      log("error", "rent.clock", { part: name, error });
    }
  }
  if (failed.length) throw new Error(`rent: the clock failed in ${failed.join(", ")}`);
}
