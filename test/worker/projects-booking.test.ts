import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";
import { developer, newProject, subAccount } from "./projects-fixtures";
import { sandboxSettle } from "../../worker/integrations/payments";
import { runReservationJobs } from "../../worker/services/projects/reservations";
import { reservationDeposit } from "../../worker/contracts/projects";

checkBooksAfterEachTest();

const key = () => `k-${crypto.randomUUID()}`;
const reserve = (token: string, body: Record<string, unknown>) =>
  call("POST", "/v1/secure/project-reservations", { token, body, headers: { "idempotency-key": key() } });
const unitAvailable = async (id: string) =>
  (await env.DB.prepare("SELECT available FROM project_units WHERE id = ?").bind(id).first<{ available: number }>())!
    .available;

/** A listed project whose cheap unit type (₦2,000,000, 30% → ₦600,000 deposit) has `units` left. */
async function setup(units = 3) {
  const dev = await developer();
  const p = await newProject(dev.token, {
    properties: [{ categoryId: 1, type: "Studio apartment", bedrooms: 0, price: 2_000_000, unitsTotal: units }],
  });
  return { dev, project: p, unit: p.data.properties[0] as { id: string; depositKobo: number; priceKobo: number } };
}

async function buyer(funds: number) {
  const u = await makeUser({ accountType: "standard" });
  if (funds) await fundWallet(u.id, funds);
  return { user: u, token: (await signIn(u)).token };
}

describe("unit reservations", () => {
  it("the deposit is the plan's % of the price, at least ₦100,000", () => {
    expect(reservationDeposit(2_000_000_00, 30)).toBe(600_000_00);
    expect(reservationDeposit(2_000_000_00, 0)).toBe(100_000_00);
    expect(reservationDeposit(50_000_00, 0)).toBe(50_000_00);
  });

  it("an unverified developer's project refuses reservations (409 naming verification), charges nothing, takes no unit", async () => {
    for (const over of [{ kycVerified: false }, { companyRegVerified: false }]) {
      const dev = await developer(over);
      const p = await newProject(dev.token, {
        properties: [{ categoryId: 1, type: "Studio apartment", bedrooms: 0, price: 2_000_000, unitsTotal: 2 }],
      });
      const unitId = p.data.properties[0].id as string;
      const b = await buyer(600_000_00);
      for (const payWith of ["wallet", "link"]) {
        const res = await reserve(b.token, { unitId, payWith });
        expect(res.status, JSON.stringify(res.json)).toBe(409);
        expect(res.json.message).toMatch(/not verified/);
      }
      expect(await balanceOf(b.user.id)).toBe(600_000_00);
      expect(await unitAvailable(unitId)).toBe(2);
      const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM project_reservations WHERE unit_id = ?")
        .bind(unitId)
        .first<{ n: number }>();
      expect(n!.n).toBe(0);
      // The project page knows, so it can say so instead of offering a Reserve button that fails.
      expect((await call("GET", `/project/${p.data.id}`)).json.data.developer.reservationsOpen).toBe(false);
    }
    const s = await setup(1);
    expect((await call("GET", `/project/${s.project.data.id}`)).json.data.developer.reservationsOpen).toBe(true);
  });

  it("20 concurrent reservations with 3 units left: exactly 3 succeed, the rest 409 with no money moved", async () => {
    const s = await setup(3);
    const deposit = 600_000_00;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(deposit)));
    const res = await Promise.all(buyers.map((b) => reserve(b.token, { unitId: s.unit.id, payWith: "wallet" })));
    const statuses = res.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(3);
    expect(statuses.filter((x) => x === 409)).toHaveLength(17);
    expect(await unitAvailable(s.unit.id)).toBe(0);
    const balances = await Promise.all(buyers.map((b) => balanceOf(b.user.id)));
    expect(balances.filter((b) => b === 0)).toHaveLength(3);
    expect(balances.filter((b) => b === deposit)).toHaveLength(17);
    for (const r of res.filter((x) => x.status === 409)) expect(r.json.message).toMatch(/sold out/);
    const escrowed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM project_reservations WHERE unit_id = ? AND status = 'pending'",
    )
      .bind(s.unit.id)
      .first<{ n: number }>();
    expect(escrowed!.n).toBe(3);
    // The project page shows none left.
    expect((await call("GET", `/project/${s.project.id}`)).json.data.properties[0].available).toBe(0);
  }, 30_000);

  it("payment links never oversell either: 10 parallel holds on 2 units", async () => {
    const s = await setup(2);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer(0)));
    const res = await Promise.all(buyers.map((b) => reserve(b.token, { unitId: s.unit.id, payWith: "link" })));
    expect(res.filter((r) => r.status === 201)).toHaveLength(2);
    expect(res.filter((r) => r.status === 409)).toHaveLength(8);
    expect(await unitAvailable(s.unit.id)).toBe(0);
  }, 30_000);

  it("wallet short is a 422 and takes nothing; own project is refused", async () => {
    const s = await setup(3);
    const b = await buyer(1_000_00);
    const r = await reserve(b.token, { unitId: s.unit.id, payWith: "wallet" });
    expect(r.status).toBe(422);
    expect(r.json.message).toContain("₦599,000");
    expect(await unitAvailable(s.unit.id)).toBe(3);
    expect(await balanceOf(b.user.id)).toBe(1_000_00);
    expect((await reserve(s.dev.token, { unitId: s.unit.id, payWith: "wallet" })).status).toBe(422);
    expect((await reserve(b.token, { unitId: s.unit.id, payWith: "cash" })).status).toBe(400);
  });

  it("the developer confirms: the deposit goes to its wallet less commission; a sub account with the right may decide", async () => {
    const s = await setup(3);
    const b = await buyer(600_000_00);
    const r = await reserve(b.token, { unitId: s.unit.id, payWith: "wallet" });
    expect(r.status).toBe(201);
    const id = r.json.data.id;
    const staffNo = await subAccount(s.dev.token, ["edit_projects"]);
    expect((await call("POST", `/v1/secure/project-reservations/${id}/confirm`, { token: staffNo.token })).status).toBe(
      403,
    );
    expect((await call("POST", `/v1/secure/project-reservations/${id}/confirm`, { token: b.token })).status).toBe(403);
    const staff = await subAccount(s.dev.token, ["manage_reservations"]);
    const ok = await call("POST", `/v1/secure/project-reservations/${id}/confirm`, { token: staff.token });
    expect(ok.status).toBe(200);
    expect(ok.json.data.status).toBe("confirmed");
    expect(await balanceOf(s.dev.user.id)).toBe(600_000_00 - 15_000_00);
    expect((await call("POST", `/v1/secure/project-reservations/${id}/decline`, { token: s.dev.token })).status).toBe(
      409,
    );
    expect(await unitAvailable(s.unit.id)).toBe(2);
  });

  it("declined: refunded through the ledger and the unit comes back", async () => {
    const s = await setup(1);
    const b = await buyer(600_000_00);
    const r = await reserve(b.token, { unitId: s.unit.id, payWith: "wallet" });
    expect(await unitAvailable(s.unit.id)).toBe(0);
    const no = await call("POST", `/v1/secure/project-reservations/${r.json.data.id}/decline`, { token: s.dev.token });
    expect(no.json.data.status).toBe("declined");
    expect(await balanceOf(b.user.id)).toBe(600_000_00);
    expect(await unitAvailable(s.unit.id)).toBe(1);
    const list = await call("GET", "/v1/secure/project-reservations?role=developer", { token: s.dev.token });
    expect(list.json.data[0]).toMatchObject({ id: r.json.data.id, status: "declined", role: "developer" });
    // The buyer's own list (the "Unit reservations" section of /dashboard/bookings): theirs only, paged.
    const mine = await call("GET", "/v1/secure/project-reservations?page=1&perPage=5", { token: b.token });
    expect(mine.json.data).toHaveLength(1);
    expect(mine.json.data[0]).toMatchObject({
      id: r.json.data.id,
      status: "declined",
      role: "seeker",
      project: { id: s.project.data.id },
      unit: { id: s.unit.id },
    });
    expect(mine.json.meta).toMatchObject({ page: 1, perPage: 5, total: 1, lastPage: 1 });
    const other = await buyer(0);
    expect((await call("GET", "/v1/secure/project-reservations", { token: other.token })).json).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it("pays by the sandbox link: the unit is held, the callback moves the deposit to escrow once; unpaid holds expire by cron", async () => {
    const s = await setup(2);
    const b = await buyer(0);
    const r = await reserve(b.token, { unitId: s.unit.id, payWith: "link" });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.authorizationUrl).toContain("/v1/payments/sandbox/checkout");
    const reference = r.json.data.paymentReference as string;
    await sandboxSettle(env, reference, "success");
    const verifies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("GET", `/v1/secure/project-reservations/verify?reference=${reference}`, { token: b.token }),
      ),
    );
    expect(verifies.map((v) => v.status)).toEqual([200, 200, 200, 200, 200]);
    expect(verifies[0]!.json.data.status).toBe("pending");
    expect(await balanceOf(b.user.id)).toBe(0);

    const late = await buyer(0);
    const held = await reserve(late.token, { unitId: s.unit.id, payWith: "link" });
    expect(await unitAvailable(s.unit.id)).toBe(0);
    await runReservationJobs({ ...ctx(), now: Date.now() + 31 * 60_000 });
    expect(
      (await call("GET", `/v1/secure/project-reservations/${held.json.data.id}`, { token: late.token })).json.data
        .status,
    ).toBe("expired");
    expect(await unitAvailable(s.unit.id)).toBe(1);
    // A paid reservation the developer never decides is refunded after the confirm window.
    await runReservationJobs({ ...ctx(), now: Date.now() + 8 * 24 * 3600_000 });
    expect(
      (await call("GET", `/v1/secure/project-reservations/${r.json.data.id}`, { token: b.token })).json.data.status,
    ).toBe("expired");
    expect(await balanceOf(b.user.id)).toBe(600_000_00);
    expect(await unitAvailable(s.unit.id)).toBe(2);
  });

  it("an unpaid hold past 30 minutes gives its unit to the next buyer", async () => {
    const s = await setup(1);
    const first = await buyer(0);
    const held = await reserve(first.token, { unitId: s.unit.id, payWith: "link" });
    expect(held.status).toBe(201);
    const second = await buyer(600_000_00);
    expect((await reserve(second.token, { unitId: s.unit.id, payWith: "wallet" })).status).toBe(409);
    await env.DB.prepare("UPDATE project_reservations SET created_at = created_at - 31 * 60000 WHERE id = ?")
      .bind(held.json.data.id)
      .run();
    expect((await reserve(second.token, { unitId: s.unit.id, payWith: "wallet" })).status).toBe(201);
    expect(
      (await call("GET", `/v1/secure/project-reservations/${held.json.data.id}`, { token: first.token })).json.data
        .status,
    ).toBe("expired");
  });

  it("the buyer cancels before the developer decides: full refund, unit back", async () => {
    const s = await setup(1);
    const b = await buyer(600_000_00);
    const r = await reserve(b.token, { unitId: s.unit.id, payWith: "wallet" });
    const c = await call("POST", `/v1/secure/project-reservations/${r.json.data.id}/cancel`, { token: b.token });
    expect(c.json.data.status).toBe("cancelled");
    expect(await balanceOf(b.user.id)).toBe(600_000_00);
    expect(await unitAvailable(s.unit.id)).toBe(1);
    const stranger = await buyer(0);
    expect(
      (await call("GET", `/v1/secure/project-reservations/${r.json.data.id}`, { token: stranger.token })).status,
    ).toBe(404);
  });
});
