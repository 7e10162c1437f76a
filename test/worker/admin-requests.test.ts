import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import { activityLogs, localities, properties, projects, states } from "../../worker/db/schema";
import { input, lister, place } from "./listings-fixtures";
import { developer, projectInput } from "./projects-fixtures";
import { completedInspection, finishedStay } from "./review-fixtures";
import { agentWithListing, person } from "./messaging-fixtures";

/** Every §6 permission gates something (property requests, adding a listing or project on a customer's behalf). */
let stateId: number, otherStateId: number;

async function staffWith(...permissions: string[]) {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { staff, token: (await signIn(staff)).token };
}

async function postRequest(token: string, over: Record<string, unknown> = {}) {
  const res = await call("POST", "/v1/property/property-request", {
    token,
    body: { intent: "rent", stateId, budgetKobo: 3_000_000_00, notes: "Near the market.", ...over },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

beforeAll(async () => {
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  otherStateId = stateId + 1;
  const tag = uniq();
  await db()
    .insert(states)
    .values([
      { id: stateId, name: `Req State ${tag}`, slug: `req-state-${tag}`, capital: "C", lat: 6.5, lng: 3.4 },
      { id: otherStateId, name: `Req Other ${tag}`, slug: `req-other-${tag}`, capital: "C", lat: 6.5, lng: 3.4 },
    ])
    .run();
  await db()
    .insert(localities)
    .values({ id: stateId + 5, stateId, name: "Ikeja", slug: `ikeja-${tag}`, lat: 6.6, lng: 3.3 })
    .run();
});

describe("admin property requests (CAN_VIEW_REQUESTS)", () => {
  it("staff filter every request by state, intent and status, see the contact, and close one with a reason (logged once)", async () => {
    const requester = await makeUser({ accountType: "standard", phone: "+2348011112222" });
    const { token: rt } = await signIn(requester);
    const rent = await postRequest(rt);
    const buy = await postRequest(rt, { intent: "buy" });
    await postRequest(rt, { stateId: otherStateId });
    const { staff, token } = await staffWith("CAN_VIEW_REQUESTS");

    const list = await call("GET", `/admin/api/property-requests?stateId=${stateId}&intent=rent&status=open`, {
      token,
    });
    expect(list.status).toBe(200);
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([rent]);
    expect(list.json.data[0].requester).toMatchObject({
      email: requester.email,
      phone: "+2348011112222",
      fullName: expect.any(String),
    });
    expect(
      (await call("GET", `/admin/api/property-requests?stateId=${stateId}`, { token })).json.data.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([buy, rent]);

    const noReason = await call("POST", `/admin/api/property-requests/${buy}/close`, { token, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors[0].field).toBe("reason");

    const closed = await Promise.all(
      [1, 2, 3].map(() =>
        call("POST", `/admin/api/property-requests/${buy}/close`, {
          token,
          body: { reason: "Duplicate of another request" },
        }),
      ),
    );
    expect(closed.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(closed.find((r) => r.status === 200)!.json.status).toBe("closed");
    const logs = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.targetId, buy), eq(activityLogs.action, "admin.property_request.close")))
      .all();
    expect(logs).toHaveLength(1);
    expect(logs[0]!.actorId).toBe(staff.id);
    expect(JSON.parse(logs[0]!.details!)).toMatchObject({
      reason: "Duplicate of another request",
      before: { status: "open" },
      after: { status: "closed" },
    });

    expect(
      (await call("GET", `/admin/api/property-requests?stateId=${stateId}&status=closed`, { token })).json.data.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([buy]);
    expect(
      (await call("POST", "/admin/api/property-requests/nope/close", { token, body: { reason: "Spam request" } }))
        .status,
    ).toBe(404);
    // The requester's own list shows it closed too.
    expect(
      (await call("GET", "/v1/secure/property-requests/mine", { token: rt })).json.data.find(
        (r: { id: string }) => r.id === buy,
      ).status,
    ).toBe("closed");
  });

  it("staff without the permission are refused before their input is read", async () => {
    const { token } = await staffWith("CAN_VIEW_LISTING");
    const res = await call("POST", "/admin/api/property-requests/x/close", { token, body: {} });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You are not allowed to perform this action.");
  });
});

describe("adding a listing on a customer's behalf (CAN_ADD_LISTING)", () => {
  it("creates the customer's draft under their name, logged with the staff member as actor", async () => {
    const where = await place();
    const { user: brokerage } = await lister("brokerage");
    const { staff, token } = await staffWith("CAN_ADD_LISTING");
    const res = await call("POST", `/admin/api/users/${brokerage.id}/listings`, {
      token,
      body: input(where, { status: "draft", mediaTokens: [] }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.status).toBe("draft");
    const row = await db()
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, res.json.id))
      .get();
    expect(row!.ownerId).toBe(brokerage.id);
    const log = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.targetId, res.json.id), eq(activityLogs.action, "admin.listing.create_for_customer")))
      .get();
    expect(log!.actorId).toBe(staff.id);
    expect(JSON.parse(log!.details!).ownerId).toBe(brokerage.id);
  });

  it("the customer picker finds listers by company name, never seekers, staff or developers", async () => {
    const tag = uniq();
    const { user: brokerage } = await lister("brokerage", { companyName: `Picker Realty ${tag}` });
    await makeUser({ accountType: "developer", companyName: `Picker Realty ${tag} Devs` });
    const { token } = await staffWith("CAN_ADD_LISTING");
    const found = await call(
      "GET",
      `/admin/api/customers/listers?search=${encodeURIComponent(`picker realty ${tag}`)}`,
      { token },
    );
    expect(found.json.data).toEqual([
      { id: brokerage.id, name: `Picker Realty ${tag}`, email: brokerage.email, accountType: "brokerage" },
    ]);
    const { token: projects } = await staffWith("CAN_ADD_PROJECT");
    const devs = await call(
      "GET",
      `/admin/api/customers/developers?search=${encodeURIComponent(`picker realty ${tag}`)}`,
      { token: projects },
    );
    expect(devs.json.data.map((d: { accountType: string }) => d.accountType)).toEqual(["developer"]);
  });

  it("refuses accounts that do not list (422 naming id) and unknown or admin accounts (404)", async () => {
    const where = await place();
    const { token } = await staffWith("CAN_ADD_LISTING");
    const seeker = await makeUser({ accountType: "seeker" });
    const bad = await call("POST", `/admin/api/users/${seeker.id}/listings`, {
      token,
      body: input(where, { status: "draft", mediaTokens: [] }),
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0].field).toBe("id");
    const admin = await makeUser({ accountType: "staff", adminAccess: true, permissions: [] });
    expect(
      (
        await call("POST", `/admin/api/users/${admin.id}/listings`, {
          token,
          body: input(where, { status: "draft", mediaTokens: [] }),
        })
      ).status,
    ).toBe(404);
  });
});

describe("adding a project on a developer's behalf (CAN_ADD_PROJECT)", () => {
  it("creates the developer's project, logged with the staff member as actor; non-developers get 422", async () => {
    const where = await place();
    const { user: dev } = await developer();
    const { staff, token } = await staffWith("CAN_ADD_PROJECT");
    const res = await call("POST", `/admin/api/users/${dev.id}/projects`, { token, body: projectInput(where) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await db()
      .select({ ownerId: projects.ownerId })
      .from(projects)
      .where(eq(projects.id, res.json.data.id))
      .get();
    expect(row!.ownerId).toBe(dev.id);
    const log = await db()
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.targetId, res.json.data.id), eq(activityLogs.action, "admin.project.create_for_customer")),
      )
      .get();
    expect(log!.actorId).toBe(staff.id);
    const { user: brokerage } = await lister("brokerage");
    expect(
      (await call("POST", `/admin/api/users/${brokerage.id}/projects`, { token, body: projectInput(where) })).status,
    ).toBe(422);
  });
});

describe("admin projects (CAN_VIEW_PROJECT)", () => {
  it("search matches the project's or the developer's name, with the listed filter", async () => {
    const where = await place();
    const tag = uniq();
    const { user: dev, token: devToken } = await developer({ companyName: `Searchable Devs ${tag}` });
    const made = await call("POST", "/create-project", {
      token: devToken,
      body: projectInput(where, { name: `Harbour View ${tag}` }),
    });
    expect(made.status).toBe(201);
    const { token } = await staffWith("CAN_VIEW_PROJECT");
    const byName = await call("GET", `/admin/api/projects?search=${encodeURIComponent(`harbour view ${tag}`)}`, {
      token,
    });
    expect(byName.json.data.map((p: { id: string }) => p.id)).toEqual([made.json.data.id]);
    const byDeveloper = await call(
      "GET",
      `/admin/api/projects?search=${encodeURIComponent(`searchable devs ${tag}`)}&listed=true`,
      { token },
    );
    expect(byDeveloper.json.data.map((p: { developer: { id: string } }) => p.developer.id)).toEqual([dev.id]);
    expect(byDeveloper.json.meta.total).toBe(1);
    expect(
      (
        await call("GET", `/admin/api/projects?search=${encodeURIComponent(`harbour view ${tag}`)}&listed=false`, {
          token,
        })
      ).json.data,
    ).toEqual([]);
    expect((await call("GET", "/admin/api/projects?search=100%25_%5C", { token })).status).toBe(200);
  });
});

describe("broker preferences (SPEC §7 User)", () => {
  it("a brokerage reads and changes where it lists and its step-3 answers; onboarding status is kept", async () => {
    const { token } = await lister("brokerage");
    expect((await call("GET", "/v1/secure/user/broker-preferences", { token })).json).toEqual({
      listingStates: [],
      companyName: null,
      experience: null,
      specializations: [],
    });
    const saved = await call("PUT", "/v1/secure/user/broker-preferences", {
      token,
      body: {
        listingStates: [stateId, otherStateId, stateId],
        companyName: "Harbour Homes",
        experience: "6-10",
        specializations: ["land", "luxury"],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      listingStates: [stateId, otherStateId],
      companyName: "Harbour Homes",
      experience: "6-10",
      specializations: ["land", "luxury"],
    });
    expect((await call("GET", "/v1/secure/user/broker-preferences", { token })).json).toEqual(saved.json);
    // Saving preferences is not finishing onboarding: the popup still shows.
    expect((await call("GET", "/v1/secure/user/onboarding", { token })).json.shouldShow).toBe(true);
    const none = await call("PUT", "/v1/secure/user/broker-preferences", { token, body: { listingStates: [] } });
    expect(none.status).toBe(400);
    expect(none.json.errors[0].field).toBe("listingStates");
    const unknown = await call("PUT", "/v1/secure/user/broker-preferences", {
      token,
      body: { listingStates: [987_654_320] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].field).toBe("listingStates");
  });
});

describe("admin bookings (CAN_ADD_LISTING: SPEC §6 'add listing, bookings')", () => {
  it("lists inspections and stays with status and Lagos-date filters; holders of CAN_VIEW_LISTING alone are refused", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person({ firstName: "Ada", lastName: "Okoro" });
    const disputed = await completedInspection(seeker.id, agent.id, listing.id, "disputed");
    const done = await completedInspection(seeker.id, agent.id, listing.id, "completed");
    const { booking: stay } = await finishedStay(seeker.id, agent.id, listing.id, "completed");
    const { token } = await staffWith("CAN_ADD_LISTING");

    const inspections = await call("GET", "/admin/api/bookings/inspections?status=disputed&perPage=100", { token });
    expect(inspections.status).toBe(200);
    const ids = inspections.json.data.map((b: { id: string }) => b.id);
    expect(ids).toContain(disputed);
    expect(ids).not.toContain(done);
    expect(inspections.json.data.find((b: { id: string }) => b.id === disputed)).toMatchObject({
      seeker: { name: "Ada Okoro" },
      property: { id: listing.id },
    });
    // A window in the past holds none of them (they were booked within the last ~12 days).
    const old = await call("GET", "/admin/api/bookings/inspections?from=2020-01-01&to=2020-01-31", { token });
    expect(old.json.data.some((b: { id: string }) => b.id === disputed || b.id === done)).toBe(false);

    const stays = await call("GET", "/admin/api/bookings/stays?status=completed&perPage=100", { token });
    expect(stays.json.data.map((b: { id: string }) => b.id)).toContain(stay);
    expect((await call("GET", "/admin/api/bookings/stays?from=01-12-2026", { token })).status).toBe(400);

    const { token: moderator } = await staffWith("CAN_VIEW_LISTING");
    expect((await call("GET", "/admin/api/inspections/disputes", { token: moderator })).status).toBe(403);
    expect((await call("GET", "/admin/api/bookings/stays", { token: moderator })).status).toBe(403);
  });
});
