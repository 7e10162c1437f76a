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
import { dmy, lagosDay } from "../../contracts/lagos-time";
import { formatNaira } from "../../contracts/naira";
import { OPEN_RENT_STATUSES } from "../../contracts/rent-rules";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { ClaimedRow, claimReminders, dueIn, markOverdue, reminderStages } from "../escrow";
import { RENT_SCHEDULE } from "./escrow";
import { tellAboutRent, type RentMessage } from "./notify";

const BATCH = 200;
const OPEN = `(${OPEN_RENT_STATUSES.map((s) => `'${s}'`).join(", ")})`;
/** Past the grace days: the stage below "missed" (0). */
const PAST_GRACE = -1;

/** What a reminder names, read with the claim (`o` is the agreement). */
const Claimed = ClaimedRow.extend({
  payer_id: z.string(),
  payee_id: z.string(),
  periods: z.number(),
  grace_days: z.number(),
  title: z.string(),
});
type Claimed = z.infer<typeof Claimed>;

/** Claims the periods due for reminder `stage` (days before; 0 missed; -1 past the grace days) of open agreements. */
function claim(ctx: ServiceCtx, stage: number) {
  return claimReminders(ctx, RENT_SCHEDULE, {
    stage,
    ...(stage === PAST_GRACE
      ? {
          window: {
            sql: "s.status = 'overdue' AND s.due_on < date(?, '-' || o.grace_days || ' days')",
            params: [lagosDay(ctx.now)],
          },
        }
      : {}),
    open: { sql: `o.status IN ${OPEN}`, params: [] },
    returning: `(SELECT payer_id FROM rent_agreements WHERE id = agreement_id) AS payer_id,
         (SELECT payee_id FROM rent_agreements WHERE id = agreement_id) AS payee_id,
         (SELECT periods FROM rent_agreements WHERE id = agreement_id) AS periods,
         (SELECT grace_days FROM rent_agreements WHERE id = agreement_id) AS grace_days,
         (SELECT p.title FROM rent_agreements g JOIN properties p ON p.id = g.property_id WHERE g.id = agreement_id) AS title`,
    row: Claimed,
    limit: BATCH,
  });
}

function messagesFor(stage: number, c: Claimed, today: string): RentMessage[] {
  const what = `Rent for ${c.title}, period ${c.seq} of ${c.periods} (${formatNaira(c.amount_kobo)})`;
  const to = (userId: string, subject: string, text: string) => ({
    userId,
    agreementId: c.order_id,
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
  return [
    to(
      c.payer_id,
      `Rent period ${c.seq} is due ${dueIn(c.due_on, today)}`,
      `${what} is due on ${dmy(c.due_on)}. Pay it from your wallet or by card on the agreement.`,
    ),
  ];
}

async function sendReminders(ctx: ServiceCtx) {
  const today = lagosDay(ctx.now);
  for (const stage of reminderStages([PAST_GRACE])) {
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
    ["overdue", (c: ServiceCtx) => markOverdue(c, RENT_SCHEDULE, `status IN ${OPEN}`)],
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
