import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { createListing, input, lister, place } from "./listings-fixtures";

/** A new unverified lister's first listings wait for review; verified listers publish at once. */
const search = (stateId: number) => call("POST", "/v1/properties/search", { body: { stateId } });
const ids = (res: { json: { data?: { id: string }[] } }) => (res.json.data ?? []).map((l) => l.id);

describe("listings wait for review until the lister is trusted", () => {
  it("a new unverified lister's listing is pending review and not in search; staff approve it and it goes live", async () => {
    const where = await place();
    const newbie = await lister("agent", { kycVerified: false });
    const l = await createListing(newbie.token, input(where));
    expect(l.status).toBe("pending_review");
    expect(ids(await search(where.stateId))).not.toContain(l.id);
    // The lister sees it, waiting.
    const mine = await call("GET", "/v1/secure/property/user/id", { token: newbie.token });
    expect(mine.status).toBe(200);
    // A verified lister publishes at once.
    const trusted = await lister("agent");
    const live = await createListing(trusted.token, input(where));
    expect(live.status).toBe("active");
    expect(ids(await search(where.stateId))).toContain(live.id);

    const staff = (
      await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] }))
    ).token;
    const queue = await call("GET", "/admin/api/listings?status=pending_review", { token: staff });
    expect(queue.status).toBe(200);
    expect(queue.json.data.map((r: { id: string }) => r.id)).toContain(l.id);
    const ok = await call("POST", `/admin/api/listings/${l.id}/approve`, { token: staff });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const again = await call("POST", `/admin/api/listings/${l.id}/approve`, { token: staff });
    expect(again.status, JSON.stringify(again.json)).toBe(409);
    expect(ids(await search(where.stateId))).toContain(l.id);
    // Without the permission: 403.
    const nobody = (await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: [] }))).token;
    expect((await call("POST", `/admin/api/listings/${l.id}/approve`, { token: nobody })).status).toBe(403);
  });

  it("the review queue lists waiting listings oldest first with why each waits; staff decline one with a reason", async () => {
    const where = await place();
    const newbie = await lister("agent", { kycVerified: false });
    const first = await createListing(newbie.token, input(where));
    const second = await createListing(newbie.token, input(where));
    const staff = (
      await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] }))
    ).token;
    const queue = await call("GET", "/admin/api/listings/review-queue?perPage=100", { token: staff });
    expect(queue.status).toBe(200);
    const mine = queue.json.data.filter((r: { owner: { id: string } }) => r.owner.id === newbie.user.id);
    expect(mine.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      status: "pending_review",
      reasons: ["unverified_lister", "new_lister"],
      ownerLiveListings: 0,
    });
    // Declining is a delist with the reason the lister reads; the listing leaves the queue.
    const no = await call("POST", `/admin/api/listings/${first.id}/delist`, {
      token: staff,
      body: { reason: "The photos show a different house from the address." },
    });
    expect(no.status).toBe(200);
    const after = await call("GET", "/admin/api/listings/review-queue?perPage=100", { token: staff });
    expect(after.json.data.map((r: { id: string }) => r.id)).not.toContain(first.id);
    // The permission is checked before anything else: 403 for staff without it, 401 signed out.
    const nobody = (await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: [] }))).token;
    expect((await call("GET", "/admin/api/listings/review-queue", { token: nobody })).status).toBe(403);
    expect((await call("GET", "/admin/api/listings/review-queue")).status).toBe(401);
    expect((await call("GET", "/admin/api/listings/review-queue?perPage=0", { token: staff })).status).toBe(400);
  });

  it("a decline ends only a listing still waiting: 30 staff approving and declining at once decide it once; a live one stays live", async () => {
    const where = await place();
    const newbie = await lister("agent", { kycVerified: false });
    const l = await createListing(newbie.token, input(where));
    const staff = (
      await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] }))
    ).token;
    const reason = "The photos show a different house from the address.";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? call("POST", `/admin/api/listings/${l.id}/decline`, { token: staff, body: { reason } })
          : call("POST", `/admin/api/listings/${l.id}/approve`, { token: staff }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    // Whichever won, a later decline of a listing no longer waiting changes nothing.
    const live = await createListing((await lister("agent")).token, input(where));
    expect(live.status).toBe("active");
    const late = await call("POST", `/admin/api/listings/${live.id}/decline`, { token: staff, body: { reason } });
    expect(late.status).toBe(409);
    expect(ids(await search(where.stateId))).toContain(live.id);
    // Bad input is a 400 naming the field; without the permission, 403 before the body is read.
    const short = await call("POST", `/admin/api/listings/${live.id}/decline`, { token: staff, body: { reason: "x" } });
    expect(short.status).toBe(400);
    const nobody = (await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: [] }))).token;
    expect((await call("POST", `/admin/api/listings/${live.id}/decline`, { token: nobody, body: {} })).status).toBe(
      403,
    );
  });

  it("20 staff approving one listing at once: one approval, the rest a clear 409 (never a 400 or a 5xx)", async () => {
    const where = await place();
    const newbie = await lister("agent", { kycVerified: false });
    const l = await createListing(newbie.token, input(where));
    expect(l.status).toBe("pending_review");
    const staff = (
      await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] }))
    ).token;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", `/admin/api/listings/${l.id}/approve`, { token: staff })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.json)),
    ).toHaveLength(19);
  });
});
