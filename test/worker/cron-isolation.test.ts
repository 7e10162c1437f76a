import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { db, makeUser } from "./helpers";
import { sessions } from "../../worker/db/schema";
import { HOUSEKEEPING_STEPS, runHousekeeping } from "../../worker/jobs";

/** Each cron step runs in its own try/catch with one structured log line; one failure skips no other. */
describe("cron steps are isolated and logged", () => {
  it("a step that throws is logged and reported, and every step after it still runs", async () => {
    const u = await makeUser();
    const now = Date.now();
    await db()
      .insert(sessions)
      .values({
        id: `old-${u.id}`,
        userId: u.id,
        kind: "public",
        createdAt: now - 10 * 86400_000,
        expiresAt: now - 86400_000,
      })
      .run();
    const ran: string[] = [];
    const boom = {
      name: "boom",
      run: async () => {
        throw new Error("the provider is down");
      },
    };
    // The failing step goes first; the real steps follow it (a spy records each one reached).
    const steps = [
      boom,
      ...HOUSEKEEPING_STEPS.map((s) => ({
        name: s.name,
        run: async (c: Parameters<typeof s.run>[0]) => {
          ran.push(s.name);
          return s.run(c);
        },
      })),
    ];
    const lines: string[] = [];
    const spies = (["log", "warn", "error"] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((line: unknown) => {
        lines.push(String(line));
      }),
    );
    try {
      await expect(runHousekeeping(env, now, steps)).rejects.toThrow(/1 of \d+ steps failed: boom/);
    } finally {
      for (const s of spies) s.mockRestore();
    }
    expect(ran).toEqual(HOUSEKEEPING_STEPS.map((s) => s.name));
    // The step after the failure did its work: the expired session is gone.
    expect(
      await db()
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.id, `old-${u.id}`))
        .all(),
    ).toHaveLength(0);
    const logged = lines.flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    const stepLines = logged.filter((l) => l.event === "cron.step");
    expect(stepLines.map((l) => l.step)).toEqual(steps.map((s) => s.name));
    expect(stepLines[0]).toMatchObject({
      level: "error",
      run: "housekeeping",
      step: "boom",
      ok: false,
      error: { message: "the provider is down" },
    });
    expect(stepLines.slice(1).every((l) => l.ok === true && l.level === "info" && typeof l.ms === "number")).toBe(true);
    expect(logged.find((l) => l.event === "cron.run")).toMatchObject({ level: "warn", failed: ["boom"] });
  });

  it("a run whose steps all pass resolves", async () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await expect(runHousekeeping(env, Date.now())).resolves.toMatchObject({ failed: [] });
    } finally {
      spy.mockRestore();
    }
  });
});
