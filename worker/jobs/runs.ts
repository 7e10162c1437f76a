import type { CronJob } from "../services/admin/operations";
import { newId } from "../lib/crypto";

/**
 * Runs one cron job and records it (started, finished, ok, error) in cron_runs for the services-status page.
 * The record is best effort: a failed log write never stops the job, and the job's own error is rethrown
 * after it is written down.
 */
export async function recordRun(env: Env, job: CronJob, work: () => Promise<unknown>) {
  const id = newId();
  const db = env.DB;
  await db
    .prepare("INSERT INTO cron_runs (id, job, started_at) VALUES (?, ?, ?)")
    .bind(id, job, Date.now())
    .run()
    .catch(() => undefined);
  try {
    await work();
    await db
      .prepare("UPDATE cron_runs SET finished_at = ?, ok = 1 WHERE id = ?")
      .bind(Date.now(), id)
      .run()
      .catch(() => undefined);
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    await db
      .prepare("UPDATE cron_runs SET finished_at = ?, ok = 0, error = ? WHERE id = ?")
      .bind(Date.now(), error, id)
      .run()
      .catch(() => undefined);
    throw e;
  }
}
