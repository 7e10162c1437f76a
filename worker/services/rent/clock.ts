/**
 * The daily release (a step of the daily cron, jobs/index.ts): rent held past its release day — the agreed move-in
 * date plus the stated days — with no dispute goes to the lister, each agreement one guarded, keyed batch
 * (`rent:settle:<id>`, guarded by status `held` and the day), so a rerun, two runs at once or a tenant confirming at
 * the same moment pay once. A monthly or quarterly agreement releases its first period the same way, then each
 * later paid period on its due date while it runs (`rent:release:<seq>:<id>`, ./periods-settle.ts); a disputed
 * agreement matches neither, so a dispute holds the money. Bounded: batches of 50, at most 20 a run; what is left waits for the next run, and staff
 * see it as stuck in their report.
 */
import { formatNaira } from "../../contracts/naira";
import { lagosDay } from "../../contracts/lagos-time";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { RentRow, isPeriodic } from "./escrow";
import { tellAboutRent } from "./notify";
import { releaseReadyPeriods } from "./periods-settle";
import { settleRent } from "./settle";

const BATCH = 50;
const MAX_BATCHES = 20;

export async function releaseDueRent(ctx: ServiceCtx) {
  const today = lagosDay(ctx.now);
  // Only what did not go through is skipped on the next batch (a released one is no longer held).
  const tried = new Set<string>();
  let released = 0;
  let failed = 0;
  for (let b = 0; b < MAX_BATCHES; b++) {
    const due = await all(
      q(
        ctx,
        `SELECT * FROM rent_agreements WHERE ((status = 'held' AND release_on <= ?) OR (status = 'running' AND EXISTS (
           SELECT 1 FROM rent_periods r WHERE r.agreement_id = rent_agreements.id AND r.status = 'paid' AND r.released_at IS NULL AND r.due_on <= ?))) ${
             tried.size ? `AND id NOT IN (${[...tried].map(() => "?").join(", ")})` : ""
           } ORDER BY release_on, id LIMIT ?`,
        today,
        today,
        ...tried,
        BATCH,
      ),
      RentRow,
    );
    if (!due.length) break;
    for (const a of due) {
      try {
        if (isPeriodic(a)) {
          const p = await releaseReadyPeriods(ctx, a, { by: "clock", actorId: null });
          if (!p.released) {
            tried.add(a.id);
            continue;
          }
          released += p.released;
          const which = `period${p.released === 1 ? "" : "s"} ${p.seqs.join(", ")} of ${a.periods}`;
          await tellAboutRent(ctx, "rent_released", [
            {
              userId: a.payee_id,
              agreementId: a.id,
              subject: "Rent released to you",
              text: `Rent for ${which} is in your wallet: ${formatNaira(p.listerKobo)} (after ${formatNaira(p.commissionKobo)} commission).`,
            },
          ]);
          continue;
        }
        const r = await settleRent(ctx, a, { kind: "release", by: "clock", actorId: null });
        if (r.outcome !== "posted") {
          tried.add(a.id);
          continue;
        }
        released++;
        await tellAboutRent(ctx, "rent_released", [
          {
            userId: a.payee_id,
            agreementId: a.id,
            subject: "Rent released to you",
            text: `No dispute by ${a.release_on}: ${formatNaira(r.split.payeeKobo)} of the rent held in escrow is in your wallet (after ${formatNaira(r.split.commissionKobo)} commission).`,
          },
          {
            userId: a.payer_id,
            agreementId: a.id,
            subject: "Your rent was released to the lister",
            text: `${a.release_on} passed with no dispute, so the rent held in escrow went to the lister.`,
          },
        ]);
      } catch (error) {
        tried.add(a.id);
        failed++;
        log("error", "rent.release", { agreementId: a.id, error });
      }
    }
    // The exclusion list is bounded by D1's bound parameters: past it, stop and let the next run go on.
    if (tried.size >= 90) break;
  }
  log("info", "rent.release", { released, failed });
  if (failed) throw new Error(`rent: ${failed} release(s) failed`);
  return { released };
}
