import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resumeStaleWithdrawals, withdraw } from "../../worker/services/wallet/withdrawals";
import { db, makeUser } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, fundWallet } from "./money-helpers";
import { payoutAccounts } from "../../worker/db/schema";

checkBooksAfterEachTest();
afterEach(() => vi.restoreAllMocks());

/** The worker's env switched to Paystack (fetch is faked at the network edge below). */
const PAYSTACK_ENV = { ...(env as unknown as Env), PAYMENT_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk_test_xyz" };
const pctx = (now = Date.now()) => ({ db: db(), env: PAYSTACK_ENV, now });

type Transfer = { reference: string; status: string };
/** A fake Paystack that remembers transfers by reference; `outage` makes POST /transfer time out after recording (or not). */
function fakePaystack(opts: { outage: "before" | "after" | null }) {
  const transfers = new Map<string, Transfer>();
  const posts: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const u = new URL(req.url);
    if (u.pathname === "/transfer" && req.method === "POST") {
      const body = (await req.json()) as { reference: string };
      posts.push(body.reference);
      if (opts.outage === "before") throw new DOMException("timed out", "TimeoutError");
      if (transfers.has(body.reference))
        return Response.json({ status: false, message: "Duplicate Transfer Reference" }, { status: 400 });
      transfers.set(body.reference, { reference: body.reference, status: "pending" });
      if (opts.outage === "after") throw new DOMException("timed out", "TimeoutError");
      return Response.json({
        status: true,
        message: "Transfer has been queued",
        data: { reference: body.reference, status: "pending", transfer_code: "TRF_1" },
      });
    }
    const m = /^\/transfer\/verify\/(.+)$/.exec(u.pathname);
    if (m) {
      const t = transfers.get(decodeURIComponent(m[1]!));
      return t
        ? Response.json({ status: true, data: { status: t.status, reference: t.reference, transfer_code: "TRF_1" } })
        : Response.json({ status: false, message: "Transfer not found" }, { status: 404 });
    }
    throw new Error(`unexpected ${req.method} ${req.url}`);
  });
  return { transfers, posts };
}

async function holder() {
  const u = await makeUser({ accountType: "brokerage", firstName: "Bola", lastName: "Adeyemi", kycVerified: true });
  const accountId = crypto.randomUUID();
  await db()
    .insert(payoutAccounts)
    .values({
      id: accountId,
      userId: u.id,
      bankCode: "058",
      bankName: "Guaranty Trust Bank",
      accountNumber: "0123456789",
      accountName: "BOLA ADEYEMI",
      recipientCode: "RCP_1",
      createdAt: Date.now(),
    })
    .run();
  await fundWallet(u.id, 10_000_00);
  const user = { id: u.id, accountType: u.accountType } as Parameters<typeof withdraw>[1];
  return { u, user, accountId };
}

describe("withdrawals with Paystack when the transfer call times out", () => {
  it("timed out after Paystack queued it: a retry and the cron ask first and never send the same transfer twice", async () => {
    const { u, user, accountId } = await holder();
    const fake = fakePaystack({ outage: "after" });
    const first = await withdraw(pctx(), user, { amountKobo: 4_000_00, payoutAccountId: accountId }, "key-after-0001");
    expect(first.status).toBe("pending");
    const retry = await withdraw(pctx(), user, { amountKobo: 4_000_00, payoutAccountId: accountId }, "key-after-0001");
    expect(retry.reference).toBe(first.reference);
    await resumeStaleWithdrawals(pctx(Date.now() + 11 * 60_000));
    expect(fake.posts).toEqual([first.reference]);
    expect(await balanceOf(u.id)).toBe(6_000_00);
    // Paystack pays it out; the cron hears it on its next run.
    fake.transfers.get(first.reference)!.status = "success";
    await resumeStaleWithdrawals(pctx(Date.now() + 22 * 60_000));
    const row = await env.DB.prepare("SELECT status FROM withdrawals WHERE reference = ?")
      .bind(first.reference)
      .first<{ status: string }>();
    expect(row?.status).toBe("complete");
    expect(await balanceOf(u.id)).toBe(6_000_00);
  });

  it("timed out before Paystack saw it: the cron finds no transfer and sends it once", async () => {
    const { u, user, accountId } = await holder();
    const down = fakePaystack({ outage: "before" });
    const first = await withdraw(pctx(), user, { amountKobo: 3_000_00, payoutAccountId: accountId }, "key-before-0001");
    expect(first.status).toBe("pending");
    expect(down.posts).toHaveLength(1);
    vi.restoreAllMocks();
    const up = fakePaystack({ outage: null });
    await resumeStaleWithdrawals(pctx(Date.now() + 11 * 60_000));
    await resumeStaleWithdrawals(pctx(Date.now() + 12 * 60_000));
    expect(up.posts).toEqual([first.reference]);
    expect(await balanceOf(u.id)).toBe(7_000_00);
  });
});
