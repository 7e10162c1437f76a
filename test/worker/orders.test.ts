import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle } from "../../worker/integrations/payments";
import { lagosDate } from "../../worker/services/bookings/inspections";
import { sweepOrders } from "../../worker/services/escrow";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";
import { createListing, input, lister, place } from "./listings-fixtures";
import { developer, newProject } from "./projects-fixtures";
import { book as bookStay, day, stayHost, total } from "./stays-fixtures";

checkBooksAfterEachTest();

const DAY = 24 * 3600_000;
const FEE = 5_000_00;
const DEPOSIT = 600_000_00;
const key = () => `orders-${crypto.randomUUID()}`;
const at = (days: number, hour = 10) => `${lagosDate(Date.now() + days * DAY)}T${String(hour).padStart(2, "0")}:00`;

/** Gives a user a name of their own (every test user is "Test User"), as the other side reads it. */
async function rename(id: string, first: string, last: string) {
  await env.DB.prepare("UPDATE users SET first_name = ?, last_name = ? WHERE id = ?").bind(first, last, id).run();
  return `${first} ${last}`;
}

async function member(fund = 2_000_000_00) {
  const u = await makeUser({ accountType: "standard" });
  if (fund) await fundWallet(u.id, fund);
  return { user: u, token: (await signIn(u)).token };
}

async function inspectionListing() {
  const agent = await lister();
  const name = await rename(agent.user.id, "Chidi", "Okafor");
  const listing = await createListing(agent.token, input(await place(), { inspectionFeeKobo: FEE }));
  return { agent: { ...agent, name }, listing };
}
const bookInspection = (token: string, propertyId: string, payWith: "wallet" | "link", days = 3) =>
  call("POST", "/v1/secure/inspections", {
    token,
    body: { propertyId, appointmentDate: at(days), payWith },
    headers: { "idempotency-key": key() },
  });

/**
 * A listed project of a verified developer with one unit type (₦2,000,000, deposit ₦600,000), paid in full on
 * allocation (no instalments: a plan would be one more order of its own, tested in instalments-*.test.ts).
 */
async function project(units = 3) {
  const dev = await developer();
  const p = await newProject(dev.token, {
    instalments: 0,
    properties: [{ categoryId: 1, type: "Studio apartment", bedrooms: 0, price: 2_000_000, unitsTotal: units }],
  });
  return { dev, projectId: p.data.id as string, unitId: p.data.properties[0].id as string };
}
const reserve = (token: string, unitId: string, payWith: "wallet" | "link") =>
  call("POST", "/v1/secure/project-reservations", {
    token,
    body: { unitId, payWith },
    headers: { "idempotency-key": key() },
  });
const unitAvailable = async (id: string) =>
  (await env.DB.prepare("SELECT available FROM project_units WHERE id = ?").bind(id).first<{ available: number }>())!
    .available;
const orders = (token: string, query = "") => call("GET", `/v1/orders${query}`, { token });

describe("GET /v1/orders: one list of every product's orders", () => {
  it("lists a payer's inspection, stay and reservation newest first, pages by cursor, filters by product and side", async () => {
    const payer = await member();
    const payerName = await rename(payer.user.id, "Amaka", "Eze");
    const ins = await inspectionListing();
    const i = await bookInspection(payer.token, ins.listing.id, "wallet");
    expect(i.status, JSON.stringify(i.json)).toBe(201);
    const stay = await stayHost();
    const s = await bookStay(payer.token, {
      propertyId: stay.listing.id,
      checkIn: day(10),
      checkOut: day(12),
      guests: 2,
      payWith: "wallet",
    });
    expect(s.status, JSON.stringify(s.json)).toBe(201);
    const pr = await project();
    const r = await reserve(payer.token, pr.unitId, "wallet");
    expect(r.status, JSON.stringify(r.json)).toBe(201);

    const all = await orders(payer.token);
    expect(all.status).toBe(200);
    expect(all.json.data.map((o: { product: string }) => o.product)).toEqual(["reservation", "stay", "inspection"]);
    expect(all.json.nextCursor).toBeNull();
    const [reservation, stayOrder, inspection] = all.json.data;
    expect(inspection).toMatchObject({
      id: i.json.data.id,
      role: "payer",
      status: "pending",
      statusWords: "Paid: waiting for the agent to confirm",
      amountKobo: FEE,
      amount: "₦5,000",
      counterpart: ins.agent.name,
      link: `/booking/${i.json.data.id}`,
    });
    expect(stayOrder).toMatchObject({ id: s.json.data.id, status: "awaiting_host", amountKobo: total(2) });
    expect(reservation).toMatchObject({
      id: r.json.data.id,
      status: "pending",
      amountKobo: DEPOSIT,
      title: expect.stringContaining("Studio apartment at "),
      link: `/project-booking/${pr.projectId}?reservation=${r.json.data.id}`,
    });

    const first = await orders(payer.token, "?perPage=2");
    expect(first.json.data.map((o: { id: string }) => o.id)).toEqual([reservation.id, stayOrder.id]);
    const second = await orders(payer.token, `?perPage=2&cursor=${first.json.nextCursor}`);
    expect(second.json.data.map((o: { id: string }) => o.id)).toEqual([inspection.id]);
    expect(second.json.nextCursor).toBeNull();

    expect((await orders(payer.token, "?product=stay")).json.data.map((o: { id: string }) => o.id)).toEqual([
      stayOrder.id,
    ]);
    expect((await orders(payer.token, "?role=payee")).json.data).toEqual([]);

    // The other sides see the same orders as payee, in their words, with the payer as counterpart.
    const agentSide = await orders(ins.agent.token, "?role=payee");
    expect(agentSide.json.data).toHaveLength(1);
    expect(agentSide.json.data[0]).toMatchObject({
      id: inspection.id,
      role: "payee",
      statusWords: "Paid: confirm the time or propose another",
      nextAction: "Confirm or propose a time",
      counterpart: payerName,
    });
    const hostSide = await orders(stay.host.token, "?product=stay&role=payee");
    expect(hostSide.json.data.map((o: { id: string }) => o.id)).toEqual([stayOrder.id]);
    const devSide = await orders(pr.dev.token, "?role=payee");
    expect(devSide.json.data.map((o: { id: string }) => o.id)).toEqual([reservation.id]);
  });

  it("is owner-scoped: another user's order is a 404, and bad input is a 400 naming the field", async () => {
    const payer = await member();
    const stranger = await member(0);
    const ins = await inspectionListing();
    const i = await bookInspection(payer.token, ins.listing.id, "wallet");
    const id = i.json.data.id as string;
    expect((await call("GET", `/v1/orders/inspection/${id}`, { token: payer.token })).status).toBe(200);
    expect((await call("GET", `/v1/orders/inspection/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/v1/orders/stay/${id}`, { token: payer.token })).status).toBe(404);
    expect((await orders(stranger.token)).json.data).toEqual([]);
    expect((await call("GET", "/v1/orders")).status).toBe(401);
    const badProduct = await orders(payer.token, "?product=car");
    expect(badProduct.status).toBe(400);
    expect(JSON.stringify(badProduct.json)).toContain("product");
    const badCursor = await orders(payer.token, "?cursor=not-a-cursor");
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.errors[0].field).toBe("cursor");
  });

  it("answers an order with its timeline, oldest first, as each step writes it", async () => {
    const payer = await member();
    const ins = await inspectionListing();
    const i = await bookInspection(payer.token, ins.listing.id, "wallet");
    const id = i.json.data.id as string;
    const confirm = await call("POST", `/v1/secure/inspections/${id}/confirm`, { token: ins.agent.token });
    expect(confirm.status, JSON.stringify(confirm.json)).toBe(200);
    const view = await call("GET", `/v1/orders/inspection/${id}`, { token: payer.token });
    expect(view.json.data).toMatchObject({ status: "confirmed", role: "payer" });
    expect(view.json.data.timeline.map((e: { action: string }) => e.action)).toEqual(["booked", "confirmed"]);
    expect(view.json.data.timeline[1].actor).toBe(ins.agent.name);

    // A reservation's rows live in its project's timeline: only its own show, not another buyer's.
    const pr = await project();
    const other = await member();
    await reserve(other.token, pr.unitId, "wallet");
    const r = await reserve(payer.token, pr.unitId, "wallet");
    const decline = await call("POST", `/v1/secure/project-reservations/${r.json.data.id}/decline`, {
      token: pr.dev.token,
      body: { reason: "The unit was sold before this deposit arrived." },
    });
    expect(decline.status, JSON.stringify(decline.json)).toBe(200);
    // Another buyer reserves later and is declined too, with a reason of its own: none of it is this buyer's.
    const later = await member();
    const l = await reserve(later.token, pr.unitId, "wallet");
    const laterReason = "Held back for a buyer who reserved before you.";
    const declinedLater = await call("POST", `/v1/secure/project-reservations/${l.json.data.id}/decline`, {
      token: pr.dev.token,
      body: { reason: laterReason },
    });
    expect(declinedLater.status).toBe(200);
    const rv = await call("GET", `/v1/orders/reservation/${r.json.data.id}`, { token: payer.token });
    expect(rv.json.data.status).toBe("declined");
    expect(rv.json.data.timeline.map((e: { action: string }) => e.action)).toEqual([
      "reserved",
      "reservation_declined",
    ]);
    expect(JSON.stringify(rv.json.data.timeline)).not.toContain(laterReason);
  });

  it("one payment return verifies any product's link and answers its order; another's reference is a 404", async () => {
    const payer = await member(0);
    const ins = await inspectionListing();
    const i = await bookInspection(payer.token, ins.listing.id, "link");
    const reference = i.json.data.paymentReference as string;
    const pending = await call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: payer.token });
    expect(pending.status).toBe(200);
    expect(pending.json).toMatchObject({ payment: { status: "pending" }, order: { status: "awaiting_payment" } });
    expect(pending.json.landed).toBe("none");
    await sandboxSettle(env, reference, "success");
    const back = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: payer.token }),
      ),
    );
    expect(back.map((b) => b.status)).toEqual([200, 200, 200, 200, 200]);
    expect(back[0]!.json.order).toMatchObject({ product: "inspection", status: "pending", link: expect.any(String) });
    expect(back.map((b) => b.json.landed)).toEqual(Array(back.length).fill("order"));
    expect(await balanceOf(payer.user.id)).toBe(0);
    const stranger = await member(0);
    const theirs = await call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    const pr = await project();
    const r = await reserve(payer.token, pr.unitId, "link");
    const rref = r.json.data.paymentReference as string;
    await sandboxSettle(env, rref, "success");
    const rback = await call("GET", `/v1/orders/payment-return?reference=${rref}`, { token: payer.token });
    expect(rback.json.order).toMatchObject({ product: "reservation", status: "pending" });
  });
});

describe("the one sweep", () => {
  it("expires every product's overdue unpaid orders by its declared rule, frees what they held, and reruns do nothing more", async () => {
    const payer = await member(0);
    const ins = await inspectionListing();
    const i = await bookInspection(payer.token, ins.listing.id, "link");
    const stay = await stayHost();
    const s = await bookStay(payer.token, {
      propertyId: stay.listing.id,
      checkIn: day(20),
      checkOut: day(22),
      guests: 1,
      payWith: "link",
    });
    expect(s.status, JSON.stringify(s.json)).toBe(201);
    const pr = await project(2);
    const r1 = await reserve(payer.token, pr.unitId, "link");
    const r2 = await reserve(payer.token, pr.unitId, "link");
    expect(await unitAvailable(pr.unitId)).toBe(0);
    const owner = await member(0);
    const bannerId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO banners (id, owner_id, kind, placement, title, image_key, cta_text, cta_background_color, cta_border_color, cta_link, days, starts_at, ends_at, status, price_paid_kobo, created_at, updated_at)
       VALUES (?, ?, 'paid', 'home', 'Ended ad', 'k', 'Go', '#000000', '#000000', 'https://example.com', 7, ?, ?, 'approved', 700000, ?, ?)`,
    )
      .bind(bannerId, owner.user.id, Date.now() - 8 * DAY, Date.now() - 1, Date.now() - 8 * DAY, Date.now() - 8 * DAY)
      .run();

    const later = { ...ctx(), now: Date.now() + 31 * 60_000 };
    await sweepOrders(later);
    await sweepOrders(later);

    const status = async (token: string, product: string, id: string) =>
      (await call("GET", `/v1/orders/${product}/${id}`, { token })).json.data;
    const inspection = await status(payer.token, "inspection", i.json.data.id);
    expect(inspection.status).toBe("expired");
    expect(inspection.timeline.filter((e: { action: string }) => e.action === "expired")).toHaveLength(1);
    expect((await status(payer.token, "stay", s.json.data.id)).status).toBe("expired");
    const nights = await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_nights WHERE booking_id = ?")
      .bind(s.json.data.id)
      .first<{ n: number }>();
    expect(nights!.n).toBe(0);
    for (const r of [r1, r2]) expect((await status(payer.token, "reservation", r.json.data.id)).status).toBe("expired");
    // Two reservations of one unit type expired together give back two units.
    expect(await unitAvailable(pr.unitId)).toBe(2);
    expect((await status(owner.token, "banner", bannerId)).status).toBe("expired");
    // The slot is free again for someone else.
    const next = await bookInspection((await member()).token, ins.listing.id, "wallet");
    expect(next.status, JSON.stringify(next.json)).toBe(201);
  });
});

describe("one order, many hands", () => {
  it("30 parallel confirmations and cancels of one reservation settle it once", async () => {
    const pr = await project();
    const payer = await member(DEPOSIT);
    const r = await reserve(payer.token, pr.unitId, "wallet");
    const id = r.json.data.id as string;
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2
          ? call("POST", `/v1/secure/project-reservations/${id}/confirm`, { token: pr.dev.token })
          : call("POST", `/v1/secure/project-reservations/${id}/cancel`, { token: payer.token }),
      ),
    );
    const ok = res.filter((x) => x.status === 200);
    expect(ok, JSON.stringify(res.map((x) => x.status))).toHaveLength(1);
    expect(res.filter((x) => x.status === 409)).toHaveLength(29);
    const settled = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`project:settle:${id}`)
      .first<{ n: number }>();
    expect(settled!.n).toBe(1);
    const view = (await call("GET", `/v1/orders/reservation/${id}`, { token: payer.token })).json.data;
    expect(["confirmed", "cancelled"]).toContain(view.status);
    expect(view.timeline.filter((e: { action: string }) => e.action.startsWith("reservation_"))).toHaveLength(1);
    expect(await balanceOf(payer.user.id)).toBe(view.status === "cancelled" ? DEPOSIT : 0);
  });
});
