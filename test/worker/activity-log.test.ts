import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { createListing, input, lister, place } from "./listings-fixtures";
import { activityActors, activityLogPage } from "../../worker/contracts/admin";

/** GET /admin/api/activity-logs: who did what to which object, filtered by action, person and Lagos dates. */
const lagosDay = (ms: number) => new Date(ms + 3600_000).toISOString().slice(0, 10);

describe("the activity log", () => {
  it("names the person and the object, and filters by action, person and date", async () => {
    const where = await place();
    const owner = await lister("agent");
    const listing = await createListing(owner.token, input(where));
    const moderator = await makeUser({
      accountType: "staff",
      adminAccess: true,
      firstName: "Kemi",
      lastName: "Moderator",
      permissions: ["CAN_VIEW_LISTING", "CAN_VIEW_ACTIVITY_LOG"],
    });
    const { token } = await signIn(moderator);
    const delisted = await call("POST", `/admin/api/listings/${listing.id}/delist`, {
      token,
      body: { reason: "The photos belong to another listing." },
    });
    expect(delisted.status).toBe(200);

    const today = lagosDay(Date.now());
    const found = await call(
      "GET",
      `/admin/api/activity-logs?action=listing.delist&actorId=${moderator.id}&from=${today}&to=${today}`,
      { token },
    );
    expect(found.status).toBe(200);
    const page = activityLogPage.parse(found.json);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      action: "listing.delist",
      actorName: "Kemi Moderator",
      targetType: "property",
      targetId: listing.id,
      targetName: listing.title,
    });

    // Only that action; only that person; nothing on a later day.
    const signIns = activityLogPage.parse(
      (await call("GET", `/admin/api/activity-logs?action=admin.login&actorId=${moderator.id}`, { token })).json,
    );
    expect(signIns.data.every((r) => r.action === "admin.login" && r.actorId === moderator.id)).toBe(true);
    const tomorrow = lagosDay(Date.now() + 86_400_000);
    const later = await call("GET", `/admin/api/activity-logs?actorId=${moderator.id}&from=${tomorrow}`, { token });
    expect(later.json.data).toEqual([]);

    // Bad filters are a 400 naming the field.
    for (const bad of [
      "action=listing.explode",
      "from=06-12-2026",
      "from=2026-02-31",
      `from=${tomorrow}&to=${today}`,
    ]) {
      const res = await call("GET", `/admin/api/activity-logs?${bad}`, { token });
      expect(res.status, bad).toBe(400);
    }

    const actors = activityActors.parse((await call("GET", "/admin/api/activity-logs/actors", { token })).json);
    expect(actors.data.find((a) => a.id === moderator.id)).toMatchObject({ name: "Kemi Moderator" });
    expect(actors.data.some((a) => a.id === owner.user.id)).toBe(false);
  });
});
