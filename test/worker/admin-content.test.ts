import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { activityLogs, articles } from "../../worker/db/schema";
import { hasText } from "../../worker/contracts/article-rules";
import { sanitizeHtml, saysSomething } from "../../worker/services/content/sanitize";
import { BASE, call, db, makeUser, signIn, uniq } from "./helpers";
import { PNG } from "./listings-fixtures";

/** Publications and website content, as staff and the public see them over HTTP. */
async function editor() {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ARTICLES"] });
  const { token } = await signIn(staff);
  return { staff, token };
}

const article = (over: Record<string, unknown> = {}) => ({
  title: `Lagos rent fees ${uniq()}`,
  body: "<h2>Fees</h2><p>Agency and legal fees are usually 10% each.</p>",
  status: "published",
  ...over,
});

describe("the sanitiser (allow-list)", () => {
  it.each([
    ["script tags and their content", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["on* handlers", '<p onclick="steal()">Hi</p>', "<p>Hi</p>"],
    ["javascript: URLs", '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" href>x</a>'],
    ["mixed-case javascript: URLs", '<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer" href>x</a>'],
    ["style attributes", '<p style="position:fixed">x</p>', "<p>x</p>"],
    ["iframes", '<iframe src="https://evil.example"></iframe><p>x</p>', "<p>x</p>"],
    ["pictures from elsewhere", '<img src="https://evil.example/x.png"><p>x</p>', "<p>x</p>"],
    ["picture error handlers", '<img src="/media/articles/abc" onerror="x()">', '<img src="/media/articles/abc">'],
  ])("strips %s", (_what, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it("keeps headings, lists, links (with rel=noopener), our pictures and tables", () => {
    const html =
      '<h2>A</h2><h3>B</h3><ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://lagos.gov.ng" target="_blank">LASG</a></p><img src="/media/articles/abc" alt="Lekki"><table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td>10%</td></tr></tbody></table>';
    const out = sanitizeHtml(html);
    expect(out).toContain("<h2>A</h2><h3>B</h3><ul><li>one</li></ul><ol><li>two</li></ol>");
    expect(out).toContain('<a rel="noopener noreferrer" href="https://lagos.gov.ng" target="_blank">LASG</a>');
    expect(out).toContain('<img src="/media/articles/abc" alt="Lekki">');
    expect(out).toContain("<table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td>10%</td></tr></tbody></table>");
  });

  it("is applied on every write: what is stored and served is the sanitised HTML", async () => {
    const { token } = await editor();
    const created = await call("POST", "/admin/api/publications", {
      token,
      body: article({
        body: '<p onmouseover="x()">Safe</p><script>alert(1)</script><img src="https://evil.example/a.png">',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.json.data.body).toBe("<p>Safe</p>");
    const updated = await call("PUT", `/admin/api/publications/${created.json.data.id}`, {
      token,
      body: article({ title: created.json.data.title, body: '<p>Again</p><iframe src="https://x"></iframe>' }),
    });
    expect(updated.json.data.body).toBe("<p>Again</p>");
    const pub = await call("GET", `/v1/content/articles/${created.json.data.slug}`);
    expect(pub.json.body).toBe("<p>Again</p>");
    const page = await call("POST", "/admin/api/content", {
      token,
      body: {
        key: `safe-${uniq()}`,
        title: "Safe page",
        content: '<h2>T</h2><a href="javascript:x">x</a><style>p{}</style>',
      },
    });
    expect(page.status).toBe(201);
    expect(page.json.content).toBe('<h2>T</h2><a rel="noopener noreferrer" href>x</a>');
  });
});

describe("a page's inline scripts", () => {
  it("are only the page's own: a script stored in an article's body is shown as text and its hash is not allowed", async () => {
    const { token } = await editor();
    const created = await call("POST", "/admin/api/publications", { token, body: article() });
    expect(created.status).toBe(201);
    // Past the cleaning on save (an old row, a missed case): the page must still not run it.
    await env.DB.prepare("UPDATE articles SET body = ? WHERE id = ?")
      .bind('<p>Hello</p><script>alert("stored")</script>', created.json.data.id)
      .run();
    const res = await exports.default.fetch(
      new Request(`${BASE}/articles/${created.json.data.slug}`, { headers: { accept: "text/html" } }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<p>Hello</p>&lt;script>alert(");
    expect(html).not.toMatch(/<script>alert\(/);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode('alert("stored")'));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain(hash);
  });
});

describe("publications", () => {
  it("a published article is public at once with its category, excerpt, author and cover; a draft is not", async () => {
    const { staff, token } = await editor();
    const cats = await call("GET", "/admin/api/publications/categories", { token });
    const guides = cats.json.data.find((c: { slug: string }) => c.slug === "guides");
    expect(guides).toBeTruthy();
    const pub = await call("POST", "/admin/api/publications", {
      token,
      body: article({ categoryId: guides.id, tags: ["Lagos", "rent"] }),
    });
    expect(pub.status).toBe(201);
    const draft = await call("POST", "/admin/api/publications", { token, body: article({ status: "draft" }) });
    expect(draft.json.data.status).toBe("draft");
    const list = await call("GET", "/v1/content/articles?category=guides&perPage=50");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toMatch(/public/);
    const mine = list.json.data.find((a: { id: string }) => a.id === pub.json.data.id);
    expect(mine).toMatchObject({
      category: { slug: "guides" },
      authorName: `${staff.firstName} ${staff.lastName}`,
      excerpt: "Fees Agency and legal fees are usually 10% each.",
      tags: ["lagos", "rent"],
    });
    expect(typeof mine.publishedAt).toBe("number");
    expect(list.json.data.some((a: { id: string }) => a.id === draft.json.data.id)).toBe(false);
    expect((await call("GET", `/v1/content/articles/${draft.json.data.id}`)).status).toBe(404);
    expect((await call("GET", `/v1/content/articles/${pub.json.data.id}`)).status).toBe(200);
  });

  it("a scheduled article stays hidden until its time, then shows without any job running", async () => {
    const { token } = await editor();
    const publishAt = Date.now() + 3_600_000;
    const res = await call("POST", "/admin/api/publications", {
      token,
      body: article({ status: "scheduled", publishAt }),
    });
    expect(res.status).toBe(201);
    const id = res.json.data.id;
    expect(res.json.data.status).toBe("scheduled");
    expect((await call("GET", `/v1/content/articles/${id}`)).status).toBe(404);
    expect(
      (await call("GET", "/v1/content/articles?perPage=50")).json.data.some((a: { id: string }) => a.id === id),
    ).toBe(false);
    // Time passes (the row's time is moved back rather than the clock forward).
    await db()
      .update(articles)
      .set({ publishedAt: Date.now() - 1000 })
      .where(eq(articles.id, id))
      .run();
    expect((await call("GET", `/v1/content/articles/${id}`)).status).toBe(200);
    expect((await call("GET", `/admin/api/publications/${id}`, { token })).json.data.status).toBe("published");
    const past = await call("POST", "/admin/api/publications", {
      token,
      body: article({ status: "scheduled", publishAt: Date.now() - 60_000 }),
    });
    expect(past.status).toBe(422);
    expect(past.json.errors[0].field).toBe("publishAt");
  });

  it("two parallel creates with the same slug: one 201, one 409 naming the slug", async () => {
    const { token } = await editor();
    const slug = `c-of-o-${uniq()}`;
    const results = await Promise.all(
      [0, 1].map(() => call("POST", "/admin/api/publications", { token, body: article({ slug }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json.errors[0].field).toBe("slug");
    expect(await db().select().from(articles).where(eq(articles.slug, slug)).all()).toHaveLength(1);
  });

  it("publish, unpublish and delete; the list filters by status and search", async () => {
    const { token } = await editor();
    const tag = uniq();
    const a = (
      await call("POST", "/admin/api/publications", {
        token,
        body: article({ title: `Unpublish me ${tag}`, status: "draft" }),
      })
    ).json.data;
    const published = await call("POST", `/admin/api/publications/${a.id}/publish`, { token });
    expect(published.json.data.status).toBe("published");
    const drafts = await call("GET", `/admin/api/publications?status=draft&search=${tag}`, { token });
    expect(drafts.json.data).toHaveLength(0);
    const live = await call("GET", `/admin/api/publications?status=published&search=${tag}`, { token });
    expect(live.json.data.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await call("POST", `/admin/api/publications/${a.id}/unpublish`, { token })).json.data.status).toBe("draft");
    expect((await call("GET", `/v1/content/articles/${a.slug}`)).status).toBe(404);
    expect((await call("DELETE", `/admin/api/publications/${a.id}`, { token })).status).toBe(200);
    expect((await call("GET", `/admin/api/publications/${a.id}`, { token })).status).toBe(404);
    expect((await call("GET", "/admin/api/publications?status=nope", { token })).status).toBe(400);
  });

  it("refuses unknown categories, bad slugs, unknown keys and cover pictures from elsewhere with 4xx naming the field", async () => {
    const { token } = await editor();
    const bad = async (body: Record<string, unknown>, status: number, field: string) => {
      const res = await call("POST", "/admin/api/publications", { token, body: article(body) });
      expect(res.status).toBe(status);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await bad({ categoryId: "no-such-category" }, 422, "categoryId");
    await bad({ slug: "Not A Slug!" }, 400, "slug");
    await bad({ coverImage: "https://evil.example/x.png" }, 400, "coverImage");
    await bad({ body: "<script>x</script>" }, 400, "body");
    await bad({ surprise: 1 }, 400, "surprise");
  });

  it("a cover picture goes through a signed upload link, is served by /media and cannot be replaced", async () => {
    const { token } = await editor();
    const ticket = await call("POST", "/admin/api/publications/uploads", {
      token,
      body: { contentType: "image/png", sizeBytes: 100 },
    });
    expect(ticket.status).toBe(201);
    // A real PNG: the PNG signature followed by junk is not a picture (uploads are parsed).
    const png = PNG;
    const put = () =>
      exports.default.fetch(
        new Request(BASE + ticket.json.uploadUrl, {
          method: "PUT",
          body: png,
          headers: { "content-type": "image/png" },
        }),
      );
    const first = await put();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { url: string }).url).toBe(ticket.json.url);
    expect((await put()).status).toBe(409);
    const served = await exports.default.fetch(new Request(BASE + ticket.json.url));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    await served.arrayBuffer();
    const forged = await exports.default.fetch(
      new Request(BASE + ticket.json.uploadUrl.replace(/sig=[^&]+/, "sig=AAAA"), { method: "PUT", body: png }),
    );
    expect(forged.status).toBe(403);
    const a = await call("POST", "/admin/api/publications", { token, body: article({ coverImage: ticket.json.url }) });
    expect(a.status).toBe(201);
    expect((await call("GET", `/v1/content/articles/${a.json.data.id}`)).json.coverImageUrl).toBe(ticket.json.url);
  });

  it("every write has an activity-log row with who, what, before/after and the IP", async () => {
    const { staff, token } = await editor();
    const a = (await call("POST", "/admin/api/publications", { token, body: article({ status: "draft" }) })).json.data;
    await call("PUT", `/admin/api/publications/${a.id}`, {
      token,
      body: article({ title: "Renamed article", status: "draft" }),
    });
    await call("POST", `/admin/api/publications/${a.id}/publish`, { token });
    await call("POST", `/admin/api/publications/${a.id}/unpublish`, { token });
    await call("DELETE", `/admin/api/publications/${a.id}`, { token });
    const rows = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.targetType, "article"), eq(activityLogs.targetId, a.id)))
      .all();
    expect(rows.map((r) => r.action).sort()).toEqual([
      "article.create",
      "article.delete",
      "article.publish",
      "article.unpublish",
      "article.update",
    ]);
    expect(rows.every((r) => r.actorId === staff.id && r.ip === "203.0.113.9")).toBe(true);
    const update = JSON.parse(rows.find((r) => r.action === "article.update")!.details!);
    expect(update.before.title).toBe(a.title);
    expect(update.after.title).toBe("Renamed article");
  });
});

describe("website content", () => {
  it("GET /v1/content lists the pages and /v1/content/{id} answers one by key, cacheably", async () => {
    const { token } = await editor();
    const key = `about-${uniq()}`;
    await call("POST", "/admin/api/content", {
      token,
      body: { key, title: "About us", content: "<p>We are PropertyNG.</p>" },
    });
    const list = await call("GET", "/v1/content");
    expect(list.status).toBe(200);
    expect(list.json.data.some((p: { key: string }) => p.key === key)).toBe(true);
    const one = await call("GET", `/v1/content/${key}`);
    expect(one.json).toMatchObject({ key, title: "About us", content: "<p>We are PropertyNG.</p>" });
    expect(one.headers.get("cache-control")).toMatch(/public/);
    expect((await call("GET", "/v1/content/no-such-key")).status).toBe(404);
  });

  it("a page whose HTML says nothing once sanitised is refused beside its text, on create and on save, and nothing changes", async () => {
    const { token } = await editor();
    const key = `empty-${uniq()}`;
    for (const content of [
      "<p></p>",
      "<p><br></p>",
      "<p>&nbsp;</p>",
      "<script>alert(1)</script>",
      '<img src="https://evil.example/x.png">',
    ]) {
      const res = await call("POST", "/admin/api/content", { token, body: { key, title: "Empty", content } });
      expect(res.status, content).toBe(400);
      expect(res.json.errors).toEqual([{ field: "content", message: "Write the page's text." }]);
    }
    expect((await call("GET", `/admin/api/content/${key}`, { token })).status).toBe(404);
    expect(
      (
        await call("POST", "/admin/api/content", {
          token,
          body: { key, title: "Pictures", content: '<p><img src="/media/articles/abc" alt="Lekki"></p>' },
        })
      ).status,
    ).toBe(201);
    const save = await call("PUT", `/admin/api/content/${key}`, {
      token,
      body: { title: "Emptied", content: "<p>&nbsp;</p>" },
    });
    expect(save.status).toBe(400);
    expect(save.json.errors[0].field).toBe("content");
    const kept = await call("GET", `/admin/api/content/${key}`, { token });
    expect(kept.json).toMatchObject({
      title: "Pictures",
      // Stored as saved: pictures in the text load lazily (content-picture-sizes.test.ts).
      content: '<p><img src="/media/articles/abc" alt="Lekki" loading="lazy" decoding="async"></p>',
    });
    expect((await call("GET", `/admin/api/content/${key}/versions`, { token })).json.data).toHaveLength(1);
  });

  it("the editors' hasText says what the server says of the same HTML", () => {
    for (const html of [
      "<p></p>",
      "<p><br></p>",
      "<p>&nbsp;</p>",
      " <h2> </h2>",
      "<p>Hi</p>",
      '<img src="/media/a">',
      "<p>&amp;</p>",
    ]) {
      expect(hasText(html), html).toBe(saysSomething(sanitizeHtml(html)));
    }
  });

  it("every save keeps a version; a restore brings an old one back as a new version; all logged", async () => {
    const { staff, token } = await editor();
    const key = `faq-${uniq()}`;
    const created = await call("POST", "/admin/api/content", {
      token,
      body: { key, title: "FAQ", content: "<p>First</p>" },
    });
    expect(created.status).toBe(201);
    expect(
      (await call("POST", "/admin/api/content", { token, body: { key, title: "FAQ", content: "<p>Again</p>" } }))
        .status,
    ).toBe(409);
    expect(
      (await call("PUT", `/admin/api/content/${key}`, { token, body: { title: "FAQ", content: "<p>Second</p>" } })).json
        .content,
    ).toBe("<p>Second</p>");
    const versions = await call("GET", `/admin/api/content/${key}/versions`, { token });
    expect(versions.json.data).toHaveLength(2);
    expect(versions.json.data.every((v: { author: { id: string } }) => v.author.id === staff.id)).toBe(true);
    let first: { id: string } | undefined;
    for (const v of versions.json.data) {
      const full = await call("GET", `/admin/api/content/${key}/versions/${v.id}`, { token });
      if (full.json.content === "<p>First</p>") first = v;
    }
    expect(first).toBeTruthy();
    const restored = await call("POST", `/admin/api/content/${key}/versions/${first!.id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.json.content).toBe("<p>First</p>");
    expect((await call("GET", `/v1/content/${key}`)).json.content).toBe("<p>First</p>");
    const after = await call("GET", `/admin/api/content/${key}/versions`, { token });
    expect(after.json.data).toHaveLength(3);
    expect(after.json.data.filter((v: { restoredFrom: string | null }) => v.restoredFrom === first!.id)).toHaveLength(
      1,
    );
    // A version of another page cannot be restored here.
    const other = `other-${uniq()}`;
    await call("POST", "/admin/api/content", { token, body: { key: other, title: "Other", content: "<p>Other</p>" } });
    expect((await call("POST", `/admin/api/content/${other}/versions/${first!.id}/restore`, { token })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/admin/api/content/${key}`, { token })).status).toBe(200);
    expect((await call("GET", `/v1/content/${key}`)).status).toBe(404);
    const log = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.targetType, "website_content"), eq(activityLogs.targetId, key)))
      .all();
    expect(log.map((r) => r.action).sort()).toEqual([
      "content.create",
      "content.delete",
      "content.restore",
      "content.update",
    ]);
    expect(log.every((r) => r.actorId === staff.id)).toBe(true);
  });

  it("a staff member without CAN_VIEW_ARTICLES is refused before the body is read", async () => {
    const other = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
    const { token } = await signIn(other);
    expect((await call("PUT", "/admin/api/content/terms-of-use", { token, body: {} })).status).toBe(403);
    expect((await call("POST", "/admin/api/publications", { token, body: {} })).status).toBe(403);
  });
});
