import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { lister, place } from "./listings-fixtures";
import { developer, newProject, projectInput, projectPhoto, subAccount } from "./projects-fixtures";
import { paymentPlan, projectDetail, projectList } from "../../worker/contracts/projects";

describe("developer projects", () => {
  it("a developer creates a project with two unit types and photos; the public sees it", async () => {
    const { user, token } = await developer();
    const photos = [await projectPhoto(token), await projectPhoto(token)];
    const { id, data } = await newProject(token, { mediaTokens: photos, videoLinks: ["https://youtu.be/abc123"] });
    expect(projectDetail.parse(data).properties).toHaveLength(2);
    expect(data.propertyMedia.map((m: { id: string }) => m.id)).toEqual(photos);
    expect(data.propertyMedia[0].primaryImage).toBe(true);
    expect(data.canEdit).toBe(true);
    const pub = await call("GET", `/project/${id}`);
    expect(pub.status).toBe(200);
    expect(pub.json.data).toMatchObject({
      name: "Palm Court Estate",
      canEdit: false,
      unitsAvailable: 13,
      fromPriceKobo: 45_000_000_00,
      developer: { id: user.id },
    });
    expect(pub.json.data.properties[0].depositKobo).toBe(paymentPlan(45_000_000_00, 30, 12, 12).depositKobo);
    expect(paymentPlan(45_000_000_00, 30, 12, 12)).toMatchObject({
      depositKobo: 13_500_000_00,
      balanceKobo: 31_500_000_00,
      instalmentKobo: 2_625_000_00,
      everyMonths: 1,
    });
    const mine = await call("GET", `/user-projects/${user.id}`);
    expect(projectList.parse(mine.json).data.map((p) => p.id)).toEqual([id]);
    // A photo is used once: the same token on another project is refused and nothing is created.
    const again = await call("POST", "/create-project", {
      token,
      body: projectInput(data.state ? { stateId: data.state.id } : { stateId: 1 }, { mediaTokens: [photos[0]!] }),
    });
    expect(again.status).toBe(422);
    expect(again.json.errors[0].field).toBe("mediaTokens");
    expect((await call("GET", `/user-projects/${user.id}`)).json.meta.total).toBe(1);
  });

  it("brokerages, seekers and staff get 403 on create; no token is 401", async () => {
    const where = await place();
    const body = projectInput(where);
    const { token: broker } = await lister("brokerage");
    const seeker = await signIn(await makeUser({ accountType: "standard" }));
    const company = await lister("company");
    for (const t of [broker, seeker.token, company.token]) {
      const res = await call("POST", "/create-project", { token: t, body });
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/json/);
    }
    expect((await call("POST", "/create-project", { body })).status).toBe(401);
    expect(
      (
        await call("POST", "/v1/secure/projects/media/uploads", {
          token: broker,
          body: { contentType: "image/jpeg", sizeBytes: 10 },
        })
      ).status,
    ).toBe(403);
  });

  it("bad input is a 400 naming the field; unknown keys are refused", async () => {
    const { token } = await developer();
    const where = await place();
    const bad = await call("POST", "/create-project", {
      token,
      body: { ...projectInput(where), depositPercent: 150, colour: "red" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/colour/);
    const noUnits = await call("POST", "/create-project", { token, body: { ...projectInput(where), properties: [] } });
    expect(noUnits.status).toBe(400);
    expect(noUnits.json.errors[0].field).toBe("properties");
    const badCat = await call("POST", "/create-project", {
      token,
      body: projectInput(where, {
        properties: [{ categoryId: 999, type: "x", bedrooms: 1, price: 100, unitsTotal: 1 }],
      }),
    });
    expect(badCat.status).toBe(422);
  });

  it("edits, units, video links, progress updates, media, delist and list; another developer gets 403", async () => {
    const { token } = await developer();
    const other = await developer();
    const { id, data } = await newProject(token, { videoLinks: ["https://youtu.be/first"] });
    const unit = data.properties[0];
    const edit = await call("POST", `/projects/${id}/edit`, {
      token,
      body: {
        name: "Palm Court Phase 2",
        status: "under_construction",
        properties: [
          {
            ...unit,
            id: unit.id,
            price: 50_000_000,
            categoryId: unit.categoryId,
            unitsTotal: 12,
            available: undefined,
            category: undefined,
            priceKobo: undefined,
            depositKobo: undefined,
          },
        ].map(({ category: _c, priceKobo: _p, depositKobo: _d, available: _a, ...u }) => u),
      },
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(edit.json.data).toMatchObject({ name: "Palm Court Phase 2", status: "under_construction" });
    const edited = edit.json.data.properties.find((u: { id: string }) => u.id === unit.id);
    expect(edited).toMatchObject({ priceKobo: 50_000_000_00, unitsTotal: 12, available: 12 });
    expect(
      (await call("POST", `/projects/${id}/edit`, { token: other.token, body: { name: "Mine now" } })).status,
    ).toBe(403);

    const link = data.videoLinks[0].id;
    expect(
      (await call("PUT", `/project/${id}/video-links/${link}`, { token, body: { url: "https://youtu.be/second" } }))
        .status,
    ).toBe(200);
    expect((await call("DELETE", `/project/${id}/video-links/${link}`, { token: other.token })).status).toBe(403);
    expect((await call("DELETE", `/project/${id}/video-links/${link}`, { token })).status).toBe(200);
    expect((await call("DELETE", `/project/${id}/video-links/${link}`, { token })).status).toBe(404);

    const photo = await projectPhoto(token);
    const progress = await call("POST", `/project/${id}/progress`, {
      token,
      body: { happenedOn: "2026-11-01", body: "Roofing of block A is complete.", mediaTokens: [photo] },
    });
    expect(progress.status).toBe(201);
    const gallery = [await projectPhoto(token), await projectPhoto(token)];
    expect((await call("POST", `/projects/${id}/edit`, { token, body: { mediaTokens: gallery } })).status).toBe(200);
    expect((await call("PUT", `/project/${id}/media/${gallery[1]}/primary`, { token })).status).toBe(200);
    expect(
      (await call("PATCH", `/project/${id}/media/${gallery[1]}/rotate`, { token, body: { degrees: 90 } })).json,
    ).toEqual({ rotation: 90 });
    expect((await call("DELETE", `/project/${id}/media/${gallery[0]}`, { token })).status).toBe(200);
    const view = (await call("GET", `/project/${id}`)).json.data;
    expect(view.progress[0]).toMatchObject({ happenedOn: "2026-11-01", media: [{ id: photo }] });
    expect(view.propertyMedia).toEqual([expect.objectContaining({ id: gallery[1], primaryImage: true, rotation: 90 })]);

    expect((await call("POST", `/project/${id}/delist`, { token, body: { reason: "Sold out phase 1" } })).status).toBe(
      200,
    );
    expect((await call("GET", `/project/${id}`)).status).toBe(404);
    expect((await call("GET", `/project/${id}`, { token })).json.data.listed).toBe(false);
    expect((await call("POST", `/project/${id}/list`, { token, body: {} })).status).toBe(200);
    expect((await call("GET", `/project/${id}`)).status).toBe(200);
    expect((await call("DELETE", `/project/${id}/delete`, { token: other.token })).status).toBe(403);
    expect((await call("DELETE", `/project/${id}/delete`, { token })).status).toBe(200);
    expect((await call("GET", `/project/${id}`, { token })).status).toBe(404);
  });

  it("GET /all-projects filters by state and status and pages", async () => {
    const { token } = await developer();
    const a = await newProject(token, { status: "completed" });
    const b = await newProject(token, { status: "off_plan" });
    const byState = await call("GET", `/all-projects?state=${a.where.stateId}`);
    expect(byState.json.data.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const byStatus = await call("GET", `/all-projects?state=${b.where.stateId}&status=completed`);
    expect(byStatus.json.data).toEqual([]);
    const paged = await call("GET", "/all-projects?page=1&perPage=1");
    expect(paged.json.data).toHaveLength(1);
    expect((await call("GET", "/all-projects?status=built")).status).toBe(400);
    const cats = await call("GET", "/project-unit-categories");
    expect(cats.json.data.length).toBeGreaterThan(5);
  });
});

describe("sub developer accounts", () => {
  it("a sub account edits its developer's projects (logged under its own name) and never another developer's", async () => {
    const { token } = await developer();
    const other = await developer();
    const mineP = await newProject(token);
    const theirs = await newProject(other.token);
    const staff = await subAccount(token, ["edit_projects"]);
    const ok = await call("POST", `/projects/${mineP.id}/edit`, {
      token: staff.token,
      body: { name: "Edited by staff" },
    });
    expect(ok.status).toBe(200);
    expect(
      (await call("POST", `/projects/${theirs.id}/edit`, { token: staff.token, body: { name: "Hijack" } })).status,
    ).toBe(403);
    expect((await call("DELETE", `/project/${theirs.id}/delete`, { token: staff.token })).status).toBe(403);
    expect((await call("DELETE", `/project/${mineP.id}/delete`, { token: staff.token })).status).toBe(403);
    // Without the right: no progress posts.
    expect(
      (
        await call("POST", `/project/${mineP.id}/progress`, {
          token: staff.token,
          body: { happenedOn: "2026-11-01", body: "Foundations done." },
        })
      ).status,
    ).toBe(403);
    const created = await call("POST", "/create-project", { token: staff.token, body: projectInput(mineP.where) });
    expect(created.status).toBe(201);
    const log = await call("GET", `/project/${mineP.id}/activity`, { token });
    expect(log.json.data[0]).toMatchObject({ action: "edited", by: "Tunde Staff" });
    // A sub account cannot manage the team.
    expect((await call("GET", "/v1/user/sub-developer-account", { token: staff.token })).status).toBe(403);
    const list = await call("GET", "/v1/user/sub-developer-account", { token });
    expect(list.json.data).toEqual([
      expect.objectContaining({ id: staff.id, rights: ["edit_projects"], state: "active" }),
    ]);
    expect((await call("GET", `/v1/user/sub-developer-account/${staff.id}`, { token: other.token })).status).toBe(404);
  });

  it("rights change at once, and a removed sub account loses access at once", async () => {
    const { token } = await developer();
    const p = await newProject(token);
    const staff = await subAccount(token, ["edit_projects"]);
    const put = await call("PUT", `/v1/user/sub-developer-account/${staff.id}`, {
      token,
      body: { rights: ["post_progress"] },
    });
    expect(put.json.data.rights).toEqual(["post_progress"]);
    expect(
      (await call("POST", `/projects/${p.id}/edit`, { token: staff.token, body: { name: "x project" } })).status,
    ).toBe(403);
    expect(
      (
        await call("POST", `/project/${p.id}/progress`, {
          token: staff.token,
          body: { happenedOn: "2026-11-01", body: "Foundations done." },
        })
      ).status,
    ).toBe(201);
    expect((await call("DELETE", `/v1/user/sub-developer-account/${staff.id}`, { token })).status).toBe(200);
    expect(
      (
        await call("POST", `/project/${p.id}/progress`, {
          token: staff.token,
          body: { happenedOn: "2026-11-02", body: "Walls done." },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call("POST", "/v1/login_check", { body: { username: staff.username, password: "staffpass1" } })).status,
    ).not.toBe(200);
  });

  it("an email already taken is refused, and only developers invite", async () => {
    const { token } = await developer();
    const taken = await makeUser();
    const res = await call("POST", "/v1/user/sub-developer-account", {
      token,
      body: { email: taken.email, firstName: "A", rights: ["edit_projects"] },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toEqual({ field: "email", message: "This Email Is Already Taken" });
    const { token: broker } = await lister("brokerage");
    expect(
      (
        await call("POST", "/v1/user/sub-developer-account", {
          token: broker,
          body: { email: "x@example.ng", firstName: "A", rights: ["edit_projects"] },
        })
      ).status,
    ).toBe(403);
  });
});

describe("SPEC §7 project paths answer JSON, never the SPA", () => {
  it.each([
    ["POST", "/create-project"],
    ["POST", "/projects/none/edit"],
    ["GET", "/all-projects"],
    ["GET", "/user-projects/none"],
    ["DELETE", "/project/none/delete"],
    ["POST", "/project/none/delist"],
    ["POST", "/project/none/list"],
    ["GET", "/project-unit-categories"],
    ["GET", "/project/none"],
    ["PATCH", "/project/none/media/none/rotate"],
    ["PUT", "/project/none/media/none/primary"],
    ["DELETE", "/project/none/media/none"],
    ["GET", "/v1/user/sub-developer-account"],
    ["POST", "/secure/project/review/none"],
    ["GET", "/projects/reviews"],
  ])("%s %s", async (method, path) => {
    const res = await call(method, path, { body: method === "GET" ? undefined : {} });
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(typeof res.json).toBe("object");
  });
});

describe("admin projects", () => {
  it("staff with CAN_VIEW_PROJECT delist with a reason (logged before/after); the developer cannot relist; staff relist", async () => {
    const { token } = await developer();
    const p = await newProject(token);
    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_PROJECT"] });
    const { token: admin } = await signIn(staff);
    const list = await call("GET", "/admin/api/projects", { token: admin });
    expect(list.json.data.some((r: { id: string }) => r.id === p.id)).toBe(true);
    expect((await call("POST", `/admin/api/projects/${p.id}/delist`, { token: admin, body: {} })).status).toBe(400);
    const off = await call("POST", `/admin/api/projects/${p.id}/delist`, {
      token: admin,
      body: { reason: "Title documents under review" },
    });
    expect(off.json.data).toEqual({ id: p.id, listed: false });
    expect((await call("GET", `/project/${p.id}`)).status).toBe(404);
    expect((await call("POST", `/project/${p.id}/list`, { token, body: {} })).status).toBe(403);
    const log = await call("GET", `/admin/api/projects?listed=false`, { token: admin });
    expect(log.json.data.find((r: { id: string }) => r.id === p.id)).toMatchObject({
      delistReason: "Title documents under review",
      delistedByStaff: true,
    });
    const { env } = await import("cloudflare:workers");
    const entry = await env.DB.prepare(
      "SELECT actor_id, details FROM activity_logs WHERE action = 'project.delist' AND target_id = ?",
    )
      .bind(p.id)
      .first<{ actor_id: string; details: string }>();
    expect(entry!.actor_id).toBe(staff.id);
    expect(JSON.parse(entry!.details)).toMatchObject({
      before: { listed: true },
      after: { listed: false, delistReason: "Title documents under review" },
    });
    expect(
      (
        await call("POST", `/admin/api/projects/${p.id}/relist`, {
          token: admin,
          body: { reason: "Documents verified" },
        })
      ).status,
    ).toBe(200);
    expect((await call("GET", `/project/${p.id}`)).status).toBe(200);
  });
});

describe("my projects", () => {
  it("/user-projects/me lists the projects of the developer a sub account acts for, delisted included", async () => {
    const { token } = await developer();
    const p = await newProject(token);
    await call("POST", `/project/${p.id}/delist`, { token, body: {} });
    const staff = await subAccount(token, ["post_progress"]);
    const mine = await call("GET", "/user-projects/me", { token: staff.token });
    expect(mine.json.data.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect((await call("GET", "/user-projects/me")).status).toBe(401);
  });
});

describe("shareable project pages", () => {
  it("arrive rendered by the worker: the project's name, prices, title, Open Graph tags and JSON-LD in the HTML", async () => {
    const { exports } = await import("cloudflare:workers");
    const { token } = await developer();
    const photo = await projectPhoto(token);
    const p = await newProject(token, { name: "Lagoon View <Phase 2>", mediaTokens: [photo] });
    const res = await exports.default.fetch(
      new Request(`http://localhost/properties/project/${p.id}`, { headers: { accept: "text/html" } }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    // React's render (hydrated in the browser), not the SPA shell with tags injected.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-NG" data-ssr="">/);
    expect(html).toContain("Lagoon View &lt;Phase 2&gt;</h1>");
    expect(html).toContain("from ₦45,000,000");
    expect(html).toContain("<title>Lagoon View &lt;Phase 2&gt; · PropertyNG</title>");
    expect(html.split("</head>")[0]!.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="Lagoon View &lt;Phase 2&gt; · PropertyNG"`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost/properties/project/${p.id}"`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/properties/project/${p.id}"`);
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost${p.data.propertyMedia[0].thumbnailMdUrl}"`,
    );
    // The first photo is the page's first view: a right-sized <img> fetched first.
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    const ld = /<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain("<");
    expect(JSON.parse(ld)).toMatchObject({
      "@type": "Product",
      name: "Lagoon View <Phase 2>",
      offers: { priceCurrency: "NGN", lowPrice: 45_000_000, highPrice: 120_000_000, offerCount: 13 },
    });
    const unknown = await exports.default.fetch(new Request("http://localhost/properties/project/none"));
    expect(unknown.status).toBe(404);
    const missing = await unknown.text();
    expect(missing).not.toContain("ld+json");
    expect(missing).toContain("This project is not available");
  });
});

describe("a developer closing its account", () => {
  it("delists its projects and ends its sub accounts' access", async () => {
    const dev = await developer();
    const p = await newProject(dev.token);
    const staff = await subAccount(dev.token, ["edit_projects"]);
    const res = await call("DELETE", "/v1/secure/user/account", {
      token: dev.token,
      body: { password: dev.user.password, confirm: "DELETE" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await call("GET", `/project/${p.id}`)).status).toBe(404);
    expect(
      (await call("POST", `/projects/${p.id}/edit`, { token: staff.token, body: { name: "Still mine?" } })).status,
    ).toBe(401);
  });
});
