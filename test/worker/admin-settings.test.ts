import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { input, lister, place } from "./listings-fixtures";
import { publicWebsiteInfo } from "../../worker/contracts/admin-settings";
import { runHousekeeping } from "../../worker/jobs";
import { sandboxInbox } from "../../worker/integrations/email/local";

async function admin(permissions = ["CAN_VIEW_DASHBOARD_REPORTS"]) {
  const a = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { a, token: (await signIn(a)).token };
}
const logs = (action: string) =>
  env.DB.prepare("SELECT actor_id AS actor, details, ip FROM activity_logs WHERE action = ? ORDER BY created_at DESC")
    .bind(action)
    .all<{ actor: string; details: string; ip: string | null }>()
    .then((r) => r.results);

afterEach(async () => {
  // Global settings go back to the defaults, so each test starts from SPEC §9.
  await env.DB.batch([
    env.DB.prepare("UPDATE booking_settings SET value = 100000 WHERE key = 'inspection_fee_min_kobo'"),
    env.DB.prepare("UPDATE booking_settings SET value = 1500000 WHERE key = 'inspection_fee_max_kobo'"),
    env.DB.prepare("DELETE FROM admin_settings"),
  ]);
});

describe("settings: validation and the activity log", () => {
  it("answers a clear 400 naming the field, and changes nothing", async () => {
    const { token } = await admin();
    const cases: [string, unknown, string][] = [
      ["/admin/api/settings/social-links", { socialMedia: { instagram: "instagram.com/x" } }, "socialMedia.instagram"],
      ["/admin/api/settings/social-links", { contactEmail: "not-an-email" }, "contactEmail"],
      ["/admin/api/settings/social-links", { contactPhone: "call us" }, "contactPhone"],
      ["/admin/api/settings/social-links", { socialMedia: { tiktok: "https://tiktok.com/x" } }, "socialMedia.tiktok"],
      ["/admin/api/settings/privacy", { apiLogsDays: 0 }, "apiLogsDays"],
      ["/admin/api/settings/privacy", { activityLogDays: 30 }, "activityLogDays"],
      ["/admin/api/settings/app-preference", { inspectionCommissionBps: 6000 }, "inspectionCommissionBps"],
      [
        "/admin/api/settings/app-preference",
        { inspectionFeeMinKobo: 20_000_00, inspectionFeeMaxKobo: 10_000_00 },
        "inspectionFeeMaxKobo",
      ],
      // Against the stored maximum (₦15,000).
      ["/admin/api/settings/app-preference", { inspectionFeeMinKobo: 16_000_00 }, "inspectionFeeMinKobo"],
      [
        "/admin/api/settings/notifications",
        { events: { kyc_submitted: { email: true, sms: false, staffIds: ["nobody"] } } },
        "events.kyc_submitted.staffIds",
      ],
      ["/admin/api/settings/profile", { newPassword: "another-secret" }, "currentPassword"],
    ];
    for (const [path, body, field] of cases) {
      const res = await call("PUT", path, { token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call("GET", "/admin/api/settings/privacy", { token })).json).toEqual({
      apiLogsDays: 30,
      emailOutboxDays: 30,
      activityLogDays: 365,
      chatbotLogsDays: 90,
    });
    expect((await call("GET", "/admin/api/settings/app-preference", { token })).json).toMatchObject({
      inspectionFeeMinKobo: 1_000_00,
      inspectionFeeMaxKobo: 15_000_00,
    });
  });

  it("logs every change with who, before/after and the IP", async () => {
    const { a, token } = await admin();
    const put = await call("PUT", "/admin/api/settings/privacy", { token, body: { apiLogsDays: 14 } });
    expect(put.status).toBe(200);
    expect(put.json.apiLogsDays).toBe(14);
    const [row] = await logs("settings.privacy");
    expect(row!.actor).toBe(a.id);
    expect(row!.ip).toBe("203.0.113.9");
    expect(JSON.parse(row!.details)).toMatchObject({ before: { apiLogsDays: 30 }, after: { apiLogsDays: 14 } });

    await call("PUT", "/admin/api/settings/app-preference", { token, body: { inspectionCommissionBps: 1200 } });
    expect(JSON.parse((await logs("settings.app_preference"))[0]!.details)).toMatchObject({
      before: { inspectionCommissionBps: 1000 },
      after: { inspectionCommissionBps: 1200 },
    });
    await call("PUT", "/admin/api/settings/app-preference", { token, body: { inspectionCommissionBps: 1000 } });

    const social = await call("PUT", "/admin/api/settings/social-links", {
      token,
      body: { socialMedia: { instagram: "https://instagram.com/propertyng" }, contactPhone: "0803 123 4567" },
    });
    expect(social.json).toMatchObject({
      socialMedia: { instagram: "https://instagram.com/propertyng", twitter: null },
      contactPhone: "0803 123 4567",
    });
    expect(JSON.parse((await logs("settings.social_links"))[0]!.details).after.socialMedia.instagram).toBe(
      "https://instagram.com/propertyng",
    );

    const prof = await call("PUT", "/admin/api/settings/profile", {
      token,
      body: { firstName: "Amaka", phone: "08031234567" },
    });
    expect(prof.json).toMatchObject({ firstName: "Amaka", phone: "+2348031234567", email: a.email });
    expect(JSON.parse((await logs("settings.profile"))[0]!.details)).toMatchObject({
      before: { firstName: "Test" },
      after: { firstName: "Amaka" },
    });
  });

  it("changes the password only with the current one, and signs out other devices", async () => {
    const { a, token } = await admin();
    const other = (await signIn(a)).token;
    const wrong = await call("PUT", "/admin/api/settings/profile", {
      token,
      body: { firstName: "Bisi", currentPassword: "nope", newPassword: "new-secret-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0].field).toBe("currentPassword");
    expect((await call("GET", "/admin/api/settings/profile", { token })).json.firstName).toBe("Test");
    const ok = await call("PUT", "/admin/api/settings/profile", {
      token,
      body: { currentPassword: a.password, newPassword: "new-secret-1" },
    });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/admin/api/settings/profile", { token: other })).status).toBe(401);
    expect((await call("GET", "/admin/api/settings/profile", { token })).status).toBe(200);
  });

  it("two admins saving at once never silently undo each other (one is asked to reload)", async () => {
    const { token } = await admin();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call("PUT", "/admin/api/settings/privacy", { token, body: { apiLogsDays: 10 + i } }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect((await logs("settings.privacy")).length).toBeGreaterThanOrEqual(ok);
  });
});

describe("settings: what they drive", () => {
  it("listing saves follow the inspection-fee bounds of App preference", async () => {
    const where = await place();
    const { token } = await lister();
    const { token: adminToken } = await admin();
    const body = { ...input(where), status: "draft" as const };
    // SPEC §9 defaults: ₦1,000 to ₦15,000.
    const high = await call("POST", "/v1/secure/property", { token, body: { ...body, inspectionFeeKobo: 20_000_00 } });
    expect(high.status).toBe(400);
    expect(high.json.errors).toEqual([
      { field: "inspectionFeeKobo", message: "The inspection fee must be at most ₦15,000." },
    ]);
    expect(
      (await call("POST", "/v1/secure/property", { token, body: { ...body, inspectionFeeKobo: 1_000_00 } })).status,
    ).toBe(201);

    expect(
      (
        await call("PUT", "/admin/api/settings/app-preference", {
          token: adminToken,
          body: { inspectionFeeMinKobo: 2_000_00, inspectionFeeMaxKobo: 25_000_00 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call("POST", "/v1/secure/property", { token, body: { ...body, inspectionFeeKobo: 20_000_00 } })).status,
    ).toBe(201);
    const low = await call("POST", "/v1/secure/property", {
      token,
      body: { ...body, inspectionFeeKobo: undefined, inspectionFee: 1_000 },
    });
    expect(low.status).toBe(400);
    expect(low.json.errors).toEqual([
      { field: "inspectionFee", message: "The inspection fee must be at least ₦2,000." },
    ]);
    expect(publicWebsiteInfo.parse((await call("GET", "/v1/website-info")).json).inspectionFee).toEqual({
      minKobo: 2_000_00,
      maxKobo: 25_000_00,
    });
  });

  it("the fee bounds never cross, even when two admins change min and max at once", async () => {
    const { token } = await admin();
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call("PUT", "/admin/api/settings/app-preference", { token, body: { inspectionFeeMinKobo: 14_000_00 } }),
      ),
      ...Array.from({ length: 5 }, () =>
        call("PUT", "/admin/api/settings/app-preference", { token, body: { inspectionFeeMaxKobo: 2_000_00 } }),
      ),
    ]);
    expect(results.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
    const p = (await call("GET", "/admin/api/settings/app-preference", { token })).json;
    expect(p.inspectionFeeMinKobo).toBeLessThanOrEqual(p.inspectionFeeMaxKobo);
  });

  it("the public website information shows the social links (no URL: null) and is cacheable", async () => {
    const { token } = await admin();
    await call("PUT", "/admin/api/settings/social-links", {
      token,
      body: {
        socialMedia: { facebook: "https://facebook.com/propertyng" },
        contactEmail: "Help@PropertyNG.ng",
        address: "12 Admiralty Way, Lekki",
      },
    });
    const res = await call("GET", "/v1/website-info");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    const info = publicWebsiteInfo.parse(res.json);
    expect(info.social_media).toEqual({
      instagram: null,
      twitter: null,
      linkedin: null,
      facebook: "https://facebook.com/propertyng",
      youtube: null,
      whatsapp: null,
    });
    expect(info.contact).toEqual({ email: "help@propertyng.ng", phone: null, address: "12 Admiralty Way, Lekki" });
  });

  it("a new listing report emails the staff chosen in Notifications, and nobody else", async () => {
    const { token } = await admin();
    const chosen = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
    const notChosen = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
    const set = await call("PUT", "/admin/api/settings/notifications", {
      token,
      body: { events: { listing_reported: { email: true, sms: false, staffIds: [chosen.id] } } },
    });
    expect(set.status).toBe(200);
    expect(set.json.events.listing_reported).toEqual({ email: true, sms: false, staffIds: [chosen.id] });
    expect(set.json.events.kyc_submitted).toEqual({ email: false, sms: false, staffIds: [] });
    expect(set.json.staff.some((s: { id: string }) => s.id === chosen.id)).toBe(true);

    const where = await place();
    const { user: owner } = await lister();
    const { seedListing } = await import("./helpers");
    const id = await seedListing(owner.id, where.stateId);
    const rep = await call("POST", `/v1/property/${id}/report`, {
      body: { reason: "fake", details: "Asked for money before viewing" },
      ip: "198.51.100.7",
    });
    expect([200, 201]).toContain(rep.status);
    expect(sandboxInbox(chosen.email, "staff_listing_reported")).toHaveLength(1);
    expect(sandboxInbox(notChosen.email, "staff_listing_reported")).toHaveLength(0);
  });

  it("server-error alerts go out at most once per 15 minutes, however many errors", async () => {
    const { token } = await admin();
    const oncall = await makeUser({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    await call("PUT", "/admin/api/settings/notifications", {
      token,
      body: { events: { server_error: { email: true, sms: false, staffIds: [oncall.id] } } },
    });
    const { alertStaff } = await import("../../worker/services/settings");
    const { createDb } = await import("../../worker/db/client");
    const at = (now: number) => ({ db: createDb(env.DB), env, now });
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 5 }, () => alertStaff(at(now), "server_error", { subject: "Server error", text: "boom" })),
    );
    expect(sandboxInbox(oncall.email, "staff_server_error")).toHaveLength(1);
    await alertStaff(at(now + 16 * 60_000), "server_error", { subject: "Server error", text: "boom again" });
    expect(sandboxInbox(oncall.email, "staff_server_error")).toHaveLength(2);
  });

  it("the housekeeping cron prunes by the Privacy retention windows", async () => {
    const { token } = await admin();
    const day = 24 * 3600_000;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO api_logs (id, request_id, method, path, status, duration_ms, created_at) VALUES (?, 'r', 'GET', '/x', 200, 1, ?)",
      ).bind("log-8d", now - 8 * day),
      env.DB.prepare(
        "INSERT INTO api_logs (id, request_id, method, path, status, duration_ms, created_at) VALUES (?, 'r', 'GET', '/x', 200, 1, ?)",
      ).bind("log-3d", now - 3 * day),
    ]);
    await runHousekeeping(env, now);
    expect(
      (await env.DB.prepare("SELECT id FROM api_logs WHERE id IN ('log-8d', 'log-3d')").all()).results,
    ).toHaveLength(2);
    await call("PUT", "/admin/api/settings/privacy", { token, body: { apiLogsDays: 7 } });
    await runHousekeeping(env, now);
    expect((await env.DB.prepare("SELECT id FROM api_logs WHERE id IN ('log-8d', 'log-3d')").all()).results).toEqual([
      { id: "log-3d" },
    ]);
  });
});
