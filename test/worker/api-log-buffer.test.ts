import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { apiLogs } from "../../worker/db/schema";
import { apiLogWrites, bufferApiLog, configureApiLogBuffer, flushApiLogs } from "../../worker/lib/api-log-buffer";
import { call, db, makeUser, uniq } from "./helpers";

/** The sampled request log is buffered and written in batches, off the request path. */
describe("request log buffer", () => {
  it("30 requests are buffered, then written as 30 rows by one statement", async () => {
    const tag = `zz-buf-${uniq()}`;
    await flushApiLogs(env);
    configureApiLogBuffer({ maxRows: 1_000, flushAfterMs: 60_000 });
    try {
      const before = { ...apiLogWrites };
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call("GET", `/v1/${tag}/${i}`)));
      expect(answers.every((a) => a.status === 404)).toBe(true);
      // Nothing written on the request path.
      expect(
        await db()
          .select()
          .from(apiLogs)
          .where(like(apiLogs.path, `/v1/${tag}/%`))
          .all(),
      ).toHaveLength(0);
      expect(apiLogWrites.writes).toBe(before.writes);
      expect(await flushApiLogs(env)).toBeGreaterThanOrEqual(30);
      expect(apiLogWrites.writes).toBe(before.writes + 1);
      const rows = await db()
        .select()
        .from(apiLogs)
        .where(like(apiLogs.path, `/v1/${tag}/%`))
        .all();
      expect(rows).toHaveLength(30);
      expect(rows[0]).toMatchObject({ method: "GET", status: 404, ip: "203.0.113.9" });
      expect(new Set(rows.map((r) => r.requestId)).size).toBe(30);
    } finally {
      configureApiLogBuffer({});
      await flushApiLogs(env);
    }
  });

  it("a full batch is written without waiting; a server error is written at once", async () => {
    const tag = `zz-full-${uniq()}`;
    await flushApiLogs(env);
    configureApiLogBuffer({ maxRows: 5, flushAfterMs: 60_000 });
    try {
      const before = apiLogWrites.writes;
      for (let i = 0; i < 5; i++) await call("GET", `/v1/${tag}/${i}`);
      await expect
        .poll(
          async () =>
            (
              await db()
                .select()
                .from(apiLogs)
                .where(like(apiLogs.path, `/v1/${tag}/%`))
                .all()
            ).length,
        )
        .toBe(5);
      expect(apiLogWrites.writes).toBe(before + 1);
    } finally {
      configureApiLogBuffer({});
      await flushApiLogs(env);
    }
  });

  it("a row of an account being deleted is written without its IP", async () => {
    const { id } = await makeUser();
    await env.DB.prepare("UPDATE users SET status = 'deleting' WHERE id = ?").bind(id).run();
    bufferApiLog(
      env,
      {
        id: `row-${id}`,
        requestId: "r",
        method: "GET",
        path: "/v1/x",
        status: 200,
        durationMs: 1,
        userId: id,
        ip: "198.51.100.7",
        createdAt: Date.now(),
      },
      () => undefined,
    );
    await flushApiLogs(env);
    expect(
      (
        await db()
          .select()
          .from(apiLogs)
          .where(eq(apiLogs.id, `row-${id}`))
          .get()
      )?.ip,
    ).toBeNull();
  });
});
