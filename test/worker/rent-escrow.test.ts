import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, makeUser, seedListing, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";
import { JPEG, WEBP, lister, place, put } from "./listings-fixtures";
import { sandboxSettle } from "../../worker/integrations/payments";
import { webhook } from "./wallet-pay-fixtures";
import { addDays, lagosAt, lagosDay } from "../../worker/contracts/lagos-time";
import { releaseDueRent } from "../../worker/services/rent";
import { rentAgreement } from "../../worker/contracts/rent";
import { sandboxInbox } from "../../worker/integrations/email/local";

checkBooksAfterEachTest();

// ₦3,500,000 rent + ₦500,000 service charge + ₦350,000 agency + ₦350,000 legal + ₦300,000 caution.
const TOTAL = 5_000_000_00;
const COMMISSION = TOTAL / 100;
const key = () => `rent-${crypto.randomUUID()}`;
const today = () => lagosDay(Date.now());

async function setUp(funds = 6_000_000_00) {
  const l = await lister();
  const where = await place();
  const propertyId = await seedListing(l.user.id, where.stateId, "active", {
    priceKobo: 3_500_000_00,
    serviceChargeKobo: 500_000_00,
    agencyFeeKobo: 350_000_00,
    legalFeeKobo: 350_000_00,
    cautionFeeKobo: 300_000_00,
  });
  const tenantUser = await makeUser({ accountType: "standard" });
  if (funds) await fundWallet(tenantUser.id, funds);
  const tenant = { user: tenantUser, token: (await signIn(tenantUser)).token };
  return { l, tenant, propertyId, stateId: where.stateId };
}

async function agreement(s: Awaited<ReturnType<typeof setUp>>, moveInOn = today()) {
  const r = await call("POST", "/v1/secure/rent-agreements", {
    token: s.l.token,
    body: { propertyId: s.propertyId, tenantEmail: s.tenant.user.email, moveInOn },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.data.id as string;
}

const pay = (token: string, id: string, payWith = "wallet", idem = key()) =>
  call("POST", `/v1/secure/rent-agreements/${id}/pay`, {
    token,
    body: { payWith },
    headers: { "idempotency-key": idem },
  });

const view = async (token: string, id: string) =>
  (await call("GET", `/v1/secure/rent-agreements/${id}`, { token })).json.data;

/** What escrow holds for one agreement: the sum of its lines on the escrow account. */
async function escrowOf(id: string) {
  const r = await env.DB.prepare(
    `SELECT COALESCE(SUM(l.amount_kobo), 0) AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE e.reference = ? AND l.account_id = 'system:escrow' AND e.kind IN ('rent_hold', 'rent_settle')`,
  )
    .bind(id)
    .first<{ n: number }>();
  return r!.n;
}

async function staff(permissions = ["CAN_ADD_LISTING"]) {
  const u = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { user: u, token: (await signIn(u)).token };
}

/** A photo through the agreement's own upload ticket (a tenant's account may not upload listing pictures). */
async function evidencePhoto(token: string, id: string) {
  const ticket = await call("POST", `/v1/secure/rent-agreements/${id}/evidence-uploads`, {
    token,
    body: { contentType: "image/jpeg", sizeBytes: JPEG.byteLength, width: 1, height: 1 },
  });
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  expect((await put(ticket.json.uploadUrl, JPEG)).status).toBe(200);
  expect((await put(ticket.json.thumbUploadUrl, WEBP)).json.status).toBe("ready");
  return ticket.json.token as string;
}

/** The daily step at 09:00 Lagos on `day`. */
const releaseOn = (day: string) => releaseDueRent({ ...ctx(), now: lagosAt(day, "09:00") });

describe("rent in escrow", () => {
  it("the lister makes an agreement from the listing's rent and fees; bad input is a 4xx naming the field", async () => {
    const s = await setUp(0);
    const id = await agreement(s, addDays(today(), 10));
    const a = await view(s.l.token, id);
    expect(() => rentAgreement.parse(a)).not.toThrow();
    expect(a).toMatchObject({
      role: "lister",
      status: "awaiting_payment",
      totalKobo: TOTAL,
      heldKobo: 0,
      moveInOn: addDays(today(), 10),
      releaseOn: addDays(today(), 13),
      actions: ["cancel"],
    });
    expect(a.lines.map((l: { amountKobo: number }) => l.amountKobo)).toEqual([
      3_500_000_00, 500_000_00, 350_000_00, 350_000_00, 300_000_00,
    ]);
    expect((await view(s.tenant.token, id)).actions).toEqual(["pay", "cancel"]);
    const stranger = await makeUser({ accountType: "standard" });
    expect(
      (await call("GET", `/v1/secure/rent-agreements/${id}`, { token: (await signIn(stranger)).token })).status,
    ).toBe(404);
    // One open agreement per listing, even when made twice at once.
    const twice = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/v1/secure/rent-agreements", {
          token: s.l.token,
          body: { propertyId: s.propertyId, tenantEmail: s.tenant.user.email, moveInOn: today() },
        }),
      ),
    );
    expect(twice.map((t) => t.status)).toEqual([409, 409, 409, 409, 409]);
    const sale = await seedListing(s.l.user.id, s.stateId, "active", { listingType: "sale" });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ propertyId: sale, tenantEmail: s.tenant.user.email, moveInOn: today() }, 422, "propertyId"],
      [{ propertyId: "nope", tenantEmail: s.tenant.user.email, moveInOn: today() }, 404, "propertyId"],
      [{ propertyId: s.propertyId, tenantEmail: "x", moveInOn: today() }, 400, "tenantEmail"],
      [{ propertyId: s.propertyId, tenantEmail: s.tenant.user.email, moveInOn: "2026-02-31" }, 400, "moveInOn"],
      [{ propertyId: s.propertyId, tenantEmail: s.tenant.user.email, moveInOn: today(), extra: 1 }, 400, "extra"],
    ];
    for (const [body, status, fieldName] of cases) {
      const r = await call("POST", "/v1/secure/rent-agreements", { token: s.l.token, body });
      expect(r.status, JSON.stringify(r.json)).toBe(status);
      expect(JSON.stringify(r.json)).toContain(fieldName);
    }
    const other = await seedListing(s.l.user.id, s.stateId, "active", { priceKobo: 1_000_000_00 });
    const past = await call("POST", "/v1/secure/rent-agreements", {
      token: s.l.token,
      body: { propertyId: other, tenantEmail: s.tenant.user.email, moveInOn: addDays(today(), -1) },
    });
    expect(past.status).toBe(422);
    expect(past.json.errors[0].field).toBe("moveInOn");
    const unknown = await call("POST", "/v1/secure/rent-agreements", {
      token: s.l.token,
      body: { propertyId: other, tenantEmail: "nobody-here@example.com", moveInOn: today() },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors[0].field).toBe("tenantEmail");
    const aboveCap = await seedListing(s.l.user.id, s.stateId, "active", { agencyFeeKobo: 900_000_00 });
    const capped = await call("POST", "/v1/secure/rent-agreements", {
      token: s.l.token,
      body: { propertyId: aboveCap, tenantEmail: s.tenant.user.email, moveInOn: today() },
    });
    expect(capped.status).toBe(422);
    expect(capped.json.message).toMatch(/agency fee/i);
  });

  it("30 parallel payments of one rent pay once; the rest change nothing", async () => {
    const s = await setUp();
    const id = await agreement(s);
    const before = await balanceOf(s.tenant.user.id);
    const tries = await Promise.all(Array.from({ length: 30 }, () => pay(s.tenant.token, id)));
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
    expect(tries.filter((t) => t.status === 409)).toHaveLength(29);
    expect(await balanceOf(s.tenant.user.id)).toBe(before - TOTAL);
    expect(await escrowOf(id)).toBe(TOTAL);
    const a = await view(s.tenant.token, id);
    expect(a).toMatchObject({ status: "held", paidKobo: TOTAL, heldKobo: TOTAL, paidWith: "wallet" });
    expect(a.actions).toEqual(["confirm", "dispute"]);
    // The same key again answers the first answer; the lister may not pay; a short wallet is a 422.
    expect((await pay(s.l.token, id)).status).toBe(403);
    const poor = await setUp(1_000_00);
    const pid = await agreement(poor);
    const short = await pay(poor.tenant.token, pid);
    expect(short.status).toBe(422);
    expect(short.json.errors[0].field).toBe("payWith");
    expect(
      (
        await call("POST", `/v1/secure/rent-agreements/${pid}/pay`, {
          token: poor.tenant.token,
          body: { payWith: "wallet" },
        })
      ).status,
    ).toBe(400);
  });

  it("confirming the move-in releases the rent to the lister less commission, once", async () => {
    const s = await setUp();
    const id = await agreement(s);
    await pay(s.tenant.token, id);
    const listerBefore = await balanceOf(s.l.user.id);
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", `/v1/secure/rent-agreements/${id}/confirm-move-in`, { token: s.tenant.token }),
      ),
    );
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
    expect(tries.filter((t) => t.status === 409)).toHaveLength(9);
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore + TOTAL - COMMISSION);
    expect(await escrowOf(id)).toBe(0);
    const a = await view(s.l.token, id);
    expect(a).toMatchObject({ status: "released", heldKobo: 0, releasedKobo: TOTAL, outcome: "release" });
    expect(a.movedInAt).toBeTypeOf("number");
    expect(a.timeline.map((e: { action: string }) => e.action)).toEqual(["created", "paid", "released"]);
    // Nothing more can happen to it: the daily step, a dispute, a cancel.
    await releaseOn(addDays(today(), 5));
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore + TOTAL - COMMISSION);
    expect(
      (
        await call("POST", `/v1/secure/rent-agreements/${id}/dispute`, {
          token: s.tenant.token,
          body: { reason: "Too late now, sorry." },
        })
      ).status,
    ).toBe(409);
    // The order list has it, with the product's words.
    const orders = await call("GET", "/v1/orders?product=rent", { token: s.l.token });
    expect(orders.json.data[0]).toMatchObject({ product: "rent", id, role: "payee", statusWords: "Released to you" });
    // The lister's book sums the money per side; the tenant's book holds the same agreement.
    const book = await call("GET", "/v1/secure/rent-agreements?role=lister", { token: s.l.token });
    expect(book.json.totals).toEqual({ expectedKobo: TOTAL, receivedKobo: TOTAL, heldKobo: 0, releasedKobo: TOTAL });
    const mine = await call("GET", "/v1/secure/rent-agreements?role=tenant", { token: s.tenant.token });
    expect(mine.json.totals).toEqual(book.json.totals);
  });

  it("the daily step releases undisputed rent on its release day, not before (an injected clock)", async () => {
    const s = await setUp();
    const moveIn = addDays(today(), 2);
    const id = await agreement(s, moveIn);
    await pay(s.tenant.token, id);
    const listerBefore = await balanceOf(s.l.user.id);
    await releaseOn(addDays(moveIn, 2));
    expect((await view(s.l.token, id)).status).toBe("held");
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore);
    // On the day, two runs at once and the tenant confirming at the same moment: released once.
    const day = addDays(moveIn, 3);
    await Promise.all([
      releaseOn(day),
      releaseOn(day),
      call("POST", `/v1/secure/rent-agreements/${id}/confirm-move-in`, { token: s.tenant.token }),
    ]);
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore + TOTAL - COMMISSION);
    expect(await escrowOf(id)).toBe(0);
    expect((await view(s.tenant.token, id)).status).toBe("released");
  });

  it("a dispute holds the money past the release day; both sides' statements and evidence go to staff, who decide once", async () => {
    const s = await setUp();
    const id = await agreement(s);
    await pay(s.tenant.token, id);
    const photo = await evidencePhoto(s.tenant.token, id);
    const admin = await staff();
    const other = await staff(["CAN_VIEW_PROJECT"]);
    const disputed = await call("POST", `/v1/secure/rent-agreements/${id}/dispute`, {
      token: s.tenant.token,
      body: { reason: "The flat has no water and the keys were not handed over.", photoTokens: [photo] },
    });
    expect(disputed.status, JSON.stringify(disputed.json)).toBe(200);
    expect(disputed.json.data).toMatchObject({ status: "disputed", heldKobo: TOTAL, actions: ["statement"] });
    // The staff who decide rent (the admin rent page's permission) are told at once, by email and in their bell,
    // with the agreement, both sides, what is held and where to decide; other staff are not.
    const link = `/dashboard/admin/rent?status=disputed&open=${id}`;
    const mails = sandboxInbox(admin.user.email, "staff_rent_disputed");
    expect(mails).toHaveLength(1);
    const { tenant, lister } = disputed.json.data as { tenant: { name: string }; lister: { name: string } };
    for (const words of [id, tenant.name, lister.name, "₦5,000,000", "no water", link])
      expect(mails[0]!.text).toContain(words);
    expect(sandboxInbox(other.user.email, "staff_rent_disputed")).toHaveLength(0);
    const bell = await call("GET", "/v1/secure/notification", { token: admin.token });
    expect(bell.json.results.some((n: { link: string }) => n.link === link)).toBe(true);
    const otherBell = await call("GET", "/v1/secure/notification", { token: other.token });
    expect(otherBell.json.results.some((n: { link: string }) => n.link === link)).toBe(false);
    // The photo is evidence now: not usable again.
    expect(
      (
        await call("POST", `/v1/secure/rent-agreements/${id}/statements`, {
          token: s.tenant.token,
          body: { body: "The same photo again.", photoTokens: [photo] },
        })
      ).status,
    ).toBe(422);
    const listerBefore = await balanceOf(s.l.user.id);
    await releaseOn(addDays(today(), 30));
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore);
    expect(await escrowOf(id)).toBe(TOTAL);
    const said = await call("POST", `/v1/secure/rent-agreements/${id}/statements`, {
      token: s.l.token,
      body: { body: "Water was restored on the day; the keys are with the caretaker." },
    });
    expect(said.status).toBe(200);
    expect(said.json.data.statements.map((x: { side: string }) => x.side)).toEqual(["tenant", "lister"]);

    expect((await call("GET", `/admin/api/rent-agreements/${id}`, { token: other.token })).status).toBe(403);
    const list = await call("GET", "/admin/api/rent-agreements?status=disputed", { token: admin.token });
    expect(list.json.data.map((r: { id: string }) => r.id)).toContain(id);
    const detail = await call("GET", `/admin/api/rent-agreements/${id}`, { token: admin.token });
    expect(detail.json.data.statements[0].photoUrls[0]).toMatch(/^\/v1\/media\/evidence\//);
    const bad = await call("POST", `/admin/api/rent-agreements/${id}/resolve`, {
      token: admin.token,
      body: { outcome: "split", tenantKobo: TOTAL + 1, note: "Too much back" },
    });
    expect(bad.status).toBe(422);
    const tenantBefore = await balanceOf(s.tenant.user.id);
    const back = 1_000_000_00;
    const decide = () =>
      call("POST", `/admin/api/rent-agreements/${id}/resolve`, {
        token: admin.token,
        body: {
          outcome: "split",
          tenantKobo: back,
          note: "Water was off for a week: part of the service charge back.",
        },
      });
    const tries = await Promise.all([decide(), decide(), decide()]);
    expect(tries.map((t) => t.status).sort()).toEqual([200, 409, 409]);
    const commission = Math.floor(((TOTAL - back) * 100) / 10_000);
    expect(await balanceOf(s.tenant.user.id)).toBe(tenantBefore + back);
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore + TOTAL - back - commission);
    expect(await escrowOf(id)).toBe(0);
    const after = await call("GET", `/admin/api/rent-agreements/${id}`, { token: admin.token });
    expect(after.json.data).toMatchObject({ status: "resolved", refundedKobo: back, releasedKobo: TOTAL - back });
    expect(after.json.data.log).toHaveLength(1);
    expect(after.json.data.log[0].action).toBe("rent.resolve");
  });

  it("the lister cancels a paid rent before the move-in: all of it back to the tenant; a stuck release is staff's, logged", async () => {
    const s = await setUp();
    const id = await agreement(s);
    await pay(s.tenant.token, id);
    const before = await balanceOf(s.tenant.user.id);
    expect(
      (
        await call("POST", `/v1/secure/rent-agreements/${id}/cancel`, {
          token: s.tenant.token,
          body: { reason: "Changed my mind" },
        })
      ).status,
    ).toBe(409);
    const c = await call("POST", `/v1/secure/rent-agreements/${id}/cancel`, {
      token: s.l.token,
      body: { reason: "The flat was let by mistake" },
    });
    expect(c.status).toBe(200);
    expect(c.json.data).toMatchObject({ status: "refunded", refundedKobo: TOTAL, heldKobo: 0 });
    expect(await balanceOf(s.tenant.user.id)).toBe(before + TOTAL);

    // A stuck one: held past its release day. Staff see it as stuck and release it, once, in the log.
    const s2 = await setUp();
    const id2 = await agreement(s2);
    await pay(s2.tenant.token, id2);
    await env.DB.prepare("UPDATE rent_agreements SET release_on = ? WHERE id = ?")
      .bind(addDays(today(), -2), id2)
      .run();
    const admin = await staff();
    const stuck = await call("GET", "/admin/api/rent-agreements?stuck=true", { token: admin.token });
    expect(stuck.json.data.find((r: { id: string }) => r.id === id2)).toMatchObject({ stuck: true });
    const rel = await Promise.all(
      [1, 2].map(() =>
        call("POST", `/admin/api/rent-agreements/${id2}/release`, {
          token: admin.token,
          body: { reason: "Cron missed it" },
        }),
      ),
    );
    expect(rel.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await escrowOf(id2)).toBe(0);
  });

  it("by card: replayed webhooks and the payment return hold the rent once", async () => {
    const s = await setUp(0);
    const id = await agreement(s);
    const link = await pay(s.tenant.token, id, "link");
    expect(link.status).toBe(200);
    const reference = new URL(link.json.authorizationUrl).searchParams.get("reference")!;
    const settled = (await sandboxSettle(env, reference, "success"))!;
    await Promise.all([
      ...Array.from({ length: 3 }, () => webhook(settled.rawBody)),
      call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: s.tenant.token }),
    ]);
    const ret = await call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: s.tenant.token });
    expect(ret.json).toMatchObject({ landed: "order", order: { product: "rent", id } });
    expect(ret.json.order.link).toBe(`/dashboard/rent/${id}`);
    expect(await escrowOf(id)).toBe(TOTAL);
    expect(await balanceOf(s.tenant.user.id)).toBe(0);
    expect((await view(s.tenant.token, id)).paidWith).toBe("link");
  });
});
