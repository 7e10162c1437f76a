import type { ServiceCtx } from "../lib/context";
import { log } from "../lib/log";

/** One named step of a cron run. */
export type CronStep = { name: string; run: (ctx: ServiceCtx) => Promise<unknown> };

/**
 * Runs each step of a cron run in turn, each in its own try/catch, with one structured log line per step
 * (`cron.step`: run, step, ok, ms, error): one failing step never skips the ones after it. When any failed,
 * the run rejects at the end with their names, so recordRun marks it failed on the services-status page.
 */
export async function runSteps(runName: string, ctx: ServiceCtx, steps: readonly CronStep[]) {
  const failed: string[] = [];
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run(ctx);
      log("info", "cron.step", { run: runName, step: step.name, ok: true, ms: Date.now() - started });
    } catch (error) {
      failed.push(step.name);
      log("error", "cron.step", { run: runName, step: step.name, ok: false, ms: Date.now() - started, error });
    }
  }
  log(failed.length ? "warn" : "info", "cron.run", { run: runName, steps: steps.length, failed });
  if (failed.length) throw new Error(`${failed.length} of ${steps.length} steps failed: ${failed.join(", ")}`);
  return { steps: steps.length, failed };
}
