import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import {
  activityLogs,
  emailChanges,
  favorites,
  kycSubmissions,
  properties,
  sessions,
  userIdentities,
  userPreferences,
  users,
} from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { call, db, freshIp, makeUser, seedListing, signIn, uniq } from "./helpers";
import { JPEG, place, put } from "./listings-fixtures";
import { balanceOf, fundWallet } from "./money-helpers";
import { act, book, day, stayHost, total } from "./stays-fixtures";

const del = (token: string, body: unknown) => call("DELETE", "/v1/secure/user/account", { token, body });

describe("DELETE /v1/secure/user/account", () => {
  it("wipes personal data, ends sessions, withdraws listings and keeps the activity log", async () => {
    const user = await makeUser({
      accountType: "brokerage",
      subAccountType: "broker",
      phone: "+2348031234567",
      companyName: "Okafor Homes",
      socialLinks: '{"instagram":"https://instagram.com/x"}',
    });
    const { token } = await signIn(user);
    const other = await signIn(user);
    const { stateId } = await place();
    const active = await seedListing(user.id, stateId);
    const disabled = await seedListing(user.id, stateId, "deactivated");
    const someoneElses = await seedListing((await makeUser()).id, stateId);
    await db().insert(favorites).values({ userId: user.id, propertyId: someoneElses, createdAt: Date.now() }).run();
    await db()
      .insert(userIdentities)
      .values({ provider: "google", subject: `g-${uniq()}`, userId: user.id, email: user.email, createdAt: Date.now() })
      .run();
    await db().insert(userPreferences).values({ userId: user.id, createdAt: Date.now(), updatedAt: Date.now() }).run();
    await db()
      .insert(kycSubmissions)
      .values({
        id: newId(),
        userId: user.id,
        idType: "nin",
        idNumber: "12345678901",
        documentKey: `kyc/${user.id}/doc.jpg`,
        createdAt: Date.now(),
      })
      .run();
    await env.MEDIA.put(`kyc/${user.id}/doc.jpg`, JPEG);
    const pic = await call("POST", "/v1/secure/user/profile-images", {
      token,
      body: { kind: "profile", contentType: "image/jpeg", sizeBytes: JPEG.byteLength },
    });
    expect((await put(pic.json.uploadUrl, JPEG)).status).toBe(200);
    await call("POST", "/v1/secure/user/email-change", {
      token,
      body: { newEmail: `n-${uniq()}@example.ng`, password: user.password },
    });

    const res = await del(token, { password: user.password, confirm: "DELETE" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe("Your account has been deleted.");

    const row = (await db().select().from(users).where(eq(users.id, user.id)).get())!;
    expect(row).toMatchObject({
      firstName: "Deleted",
      lastName: "user",
      email: `deleted-${user.id}@deleted.invalid`,
      username: `deleted_${user.id}`,
      phone: null,
      profilePicture: null,
      bannerImage: null,
      companyName: null,
      socialLinks: "{}",
      status: "deleted",
    });
    expect(row.deletedAt).toBeGreaterThan(0);
    expect(row.passwordHash).not.toBe(user.passwordHash);
    expect(JSON.stringify(row)).not.toContain(user.email);

    // Sign-in is impossible with the old name, old email or new name; old tokens are dead.
    for (const username of [user.username, user.email, `deleted_${user.id}`]) {
      expect(
        (await call("POST", "/v1/login_check", { body: { username, password: user.password }, ip: freshIp() })).status,
      ).toBe(401);
    }
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(401);
    expect((await call("GET", "/v1/secure/user/me", { token: other.token })).status).toBe(401);
    const live = await db().select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const listings = await db()
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(eq(properties.ownerId, user.id))
      .all();
    expect(listings.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: active, status: "deleted" },
        { id: disabled, status: "deleted" },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await call("GET", `/v1/property/property/${active}`)).status).toBe(404);
    expect((await db().select().from(properties).where(eq(properties.id, someoneElses)).get())!.status).toBe("active");

    for (const table of [favorites, userIdentities, userPreferences, emailChanges, kycSubmissions]) {
      expect(await db().select().from(table).where(eq(table.userId, user.id)).all()).toEqual([]);
    }
    expect((await env.MEDIA.list({ prefix: `profiles/${user.id}/` })).objects).toEqual([]);
    expect(await env.MEDIA.get(`kyc/${user.id}/doc.jpg`)).toBeNull();

    // The audit trail stays, pointing at the anonymised user.
    const logs = await db().select().from(activityLogs).where(eq(activityLogs.actorId, user.id)).all();
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(["user.login", "user.deleted"]));
  });

  it("needs the password and the word DELETE; a refusal changes nothing", async () => {
    const user = await makeUser();
    const { token } = await signIn(user);
    const { stateId } = await place();
    const listing = await seedListing(user.id, stateId);
    const wrong = await del(token, { password: "not-it", confirm: "DELETE" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: "password", message: "Your password is not correct." }]);
    const noWord = await del(token, { password: user.password, confirm: "delete" });
    expect(noWord.status).toBe(400);
    expect(noWord.json.errors).toEqual([{ field: "confirm", message: "Type DELETE to confirm." }]);
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())!).toMatchObject({
      status: "active",
      email: user.email,
    });
    expect((await db().select().from(properties).where(eq(properties.id, listing)).get())!.status).toBe("active");
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(200);
    const logs = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, user.id), eq(activityLogs.action, "user.deleted")))
      .all();
    expect(logs).toEqual([]);
  });

  it("refuses while the wallet holds money, and goes through once it is empty", async () => {
    const user = await makeUser();
    const { token } = await signIn(user);
    await fundWallet(user.id, 500_000);
    const refused = await del(token, { password: user.password, confirm: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/wallet still holds money/);
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())!.status).toBe("active");
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(200);
    expect(await balanceOf(user.id)).toBe(500_000);

    // Parallel attempts on an empty wallet: exactly one deletes, the others are told it is already gone.
    const other = await makeUser();
    const { token: t2 } = await signIn(other);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => del(t2, { password: other.password, confirm: "DELETE" })),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("refuses guest and host while a short stay still holds nights or money; the host may go once it is declined", async () => {
    const s = await stayHost();
    const g = await makeUser();
    await fundWallet(g.id, total(2)); // the booking takes it all: the wallet is empty again
    const { token: gt } = await signIn(g);
    const b = await book(gt, {
      propertyId: s.listing.id,
      checkIn: day(5),
      checkOut: day(7),
      guests: 1,
      payWith: "wallet",
    });
    expect(b.status, JSON.stringify(b.json)).toBe(201);
    expect(await balanceOf(g.id)).toBe(0);
    const host = s.host;
    for (const [token, password] of [
      [gt, g.password],
      [host.token, host.user.password],
    ] as const) {
      const refused = await del(token, { password, confirm: "DELETE" });
      expect(refused.status, JSON.stringify(refused.json)).toBe(409);
      expect(refused.json.message).toMatch(/short stays still in progress/);
    }
    expect((await db().select().from(users).where(eq(users.id, g.id)).get())!.status).toBe("active");
    expect((await act(host.token, b.json.data.id, "decline")).status).toBe(200);
    expect((await del(host.token, { password: host.user.password, confirm: "DELETE" })).status).toBe(200);
  });
});
