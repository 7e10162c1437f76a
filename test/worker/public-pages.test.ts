import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { createDb } from "../../worker/db/client";
import { sandboxInbox } from "../../worker/integrations/email/local";
import { sendEmail } from "../../worker/services/platform/email";
import { sitemapChildren, sitemapEntries } from "../../worker/services/seo";
import { BASE, call, db, freshIp, makeUser, seedListing, signIn, uniq } from "./helpers";
import { place } from "./listings-fixtures";

/** The contact form and its inbox, robots.txt, the sitemaps, and the content pages' HTML. */
const fetchPath = async (path: string, accept = "text/html") => {
  const res = await exports.default.fetch(new Request(BASE + path, { headers: { accept } }));
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
};
const message = (over: Record<string, unknown> = {}) => ({
  name: "Chiamaka Obi",
  email: `chi.${uniq()}@example.ng`,
  topic: "listing",
  message: "Is the Yaba flat still available for inspection?",
  ...over,
});

let token: string;
beforeAll(async () => {
  const staff = await makeUser({
    accountType: "staff",
    adminAccess: true,
    permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
  });
  token = (await signIn(staff)).token;
  const res = await call("PUT", "/admin/api/settings/social-links", {
    token,
    body: { contactEmail: "hello@propertyng.test" },
  });
  expect(res.status).toBe(200);
});

describe("POST /v1/contact", () => {
  it("stores the message in the inbox and mails the site's contact address, Reply-To the sender", async () => {
    const body = message({ phone: "0803 123 4567" });
    const res = await call("POST", "/v1/contact", { body, ip: freshIp() });
    expect(res.status).toBe(201);
    const inbox = await call("GET", "/admin/api/contact-messages?status=new", { token });
    const row = inbox.json.data.find((m: { email: string }) => m.email === body.email);
    expect(row).toMatchObject({ name: "Chiamaka Obi", phone: "+2348031234567", topic: "listing", status: "new" });
    const mail = sandboxInbox("hello@propertyng.test", "contact_message").find((m) => m.text.includes(body.email));
    expect(mail?.headers?.["Reply-To"]).toBe(body.email);
  });

  it("answers a bot that fills in the spam trap like a person, and stores nothing", async () => {
    const body = message({ website: "http://spam.example" });
    const res = await call("POST", "/v1/contact", { body, ip: freshIp() });
    expect(res.status).toBe(201);
    const n = await db().get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM contact_messages WHERE email = ${body.email}`,
    );
    expect(n.n).toBe(0);
  });

  it("names the bad field with a 400 and refuses unknown keys", async () => {
    const bad = await call("POST", "/v1/contact", { body: message({ message: "hi" }), ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(["message"]);
    expect((await call("POST", "/v1/contact", { body: message({ topic: "lottery" }), ip: freshIp() })).status).toBe(
      400,
    );
    expect((await call("POST", "/v1/contact", { body: { ...message(), admin: true }, ip: freshIp() })).status).toBe(
      400,
    );
  });

  it("keeps a typed line break out of the mail's headers: the name is refused, and no subject carries one", async () => {
    const injected = message({ name: "Ada\r\nBcc: everyone@evil.example" });
    const res = await call("POST", "/v1/contact", { body: injected, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      expect.objectContaining({ field: "name", message: "Enter your name on one line." }),
    ]);
    const stored = await db().get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM contact_messages WHERE email = ${injected.email}`,
    );
    expect(stored.n).toBe(0);
    // Below the contract, the mailer itself writes every subject and header on one line.
    await sendEmail({ db: createDb(env.DB), env, now: Date.now() }, "contact_message", {
      to: "hello@propertyng.test",
      subject: "Contact form: Other from Ada\r\nBcc: everyone@evil.example",
      text: "Hello",
      headers: { "Reply-To": "ada@example.ng\r\nBcc: everyone@evil.example" },
    });
    const mail = sandboxInbox("hello@propertyng.test", "contact_message").at(-1)!;
    expect(mail.subject).toBe("Contact form: Other from Ada Bcc: everyone@evil.example");
    expect(mail.headers?.["Reply-To"]).not.toMatch(/[\r\n]/);
  });

  it("lets 5 of 20 parallel messages from one IP through, and answers the rest 429", async () => {
    const ip = freshIp();
    const tag = uniq();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("POST", "/v1/contact", { body: message({ email: `burst.${tag}.${i}@example.ng` }), ip }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    const n = await db().get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE ${`burst.${tag}.%`}`,
    );
    expect(n.n).toBe(5);
  });
});

describe("the contact inbox", () => {
  it("marks a message handled once: parallel clicks log one activity entry", async () => {
    const body = message();
    await call("POST", "/v1/contact", { body, ip: freshIp() });
    const row = (await call("GET", "/admin/api/contact-messages", { token })).json.data.find(
      (m: { email: string }) => m.email === body.email,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", `/admin/api/contact-messages/${row.id}/handled`, { token })),
    );
    expect(answers.every((a) => a.status === 200 && a.json.data.status === "handled")).toBe(true);
    const logs = await db().get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM activity_logs WHERE action = 'contact.handled' AND target_id = ${row.id}`,
    );
    expect(logs.n).toBe(1);
    const handled = await call("GET", "/admin/api/contact-messages?status=handled", { token });
    expect(handled.json.data.some((m: { id: string }) => m.id === row.id)).toBe(true);
  });

  it("is closed to staff without CAN_VIEW_DASHBOARD_REPORTS", async () => {
    const other = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ARTICLES"] });
    const res = await call("GET", "/admin/api/contact-messages", { token: (await signIn(other)).token });
    expect(res.status).toBe(403);
  });
});

describe("robots.txt and the sitemaps", () => {
  it("robots.txt is plain text naming the sitemap, not the app's HTML", async () => {
    const res = await fetchPath("/robots.txt", "*/*");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*/);
    expect(res.text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.text).toContain("Disallow: /dashboard");
  });

  it("the index names each kind's children; a listing appears in the listings child, a stale one does not", async () => {
    const owner = await makeUser({ accountType: "brokerage" });
    const fresh = await seedListing(owner.id, (await place()).stateId, "active", { slug: `sitemap-fresh-${uniq()}` });
    await seedListing(owner.id, (await place()).stateId, "active", {
      slug: `sitemap-stale-${uniq()}`,
      confirmedAt: Date.now() - 40 * 24 * 3600_000,
    });
    const index = await fetchPath("/sitemap.xml", "*/*");
    expect(index.type).toMatch(/application\/xml/);
    for (const kind of ["static", "locations", "listings", "projects", "agents", "articles"])
      expect(index.text).toContain(`${BASE}/sitemaps/${kind}.xml`);
    const listings = await fetchPath("/sitemaps/listings.xml", "*/*");
    const slug = (await db().get<{ slug: string }>(sql`SELECT slug FROM properties WHERE id = ${fresh}`)).slug;
    expect(listings.text).toContain(`<loc>${BASE}/properties/property/${slug}</loc>`);
    expect(listings.text).not.toContain("sitemap-stale-");
    const agents = await fetchPath("/sitemaps/agents.xml", "*/*");
    expect(agents.text).toContain(`/professionals/agents/${owner.id}</loc>`);
    expect((await fetchPath("/sitemaps/nothing.xml", "*/*")).status).toBe(404);
  });

  it("pages by keyset: children of n rows cover every public listing once", async () => {
    const owner = await makeUser({ accountType: "brokerage" });
    const { stateId } = await place();
    for (let i = 0; i < 7; i++) await seedListing(owner.id, stateId);
    const ctx = { db: db(), env, now: Date.now() };
    const children = (await sitemapChildren(ctx, 3)).filter((c) => c.kind === "listings");
    const all = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM properties WHERE status = 'active' AND confirmed_at > ? AND flagged_duplicate = 0",
    )
      .bind(Date.now() - 30 * 24 * 3600_000)
      .first<{ n: number }>();
    expect(children.length).toBe(Math.ceil(all!.n / 3));
    const seen: string[] = [];
    for (const c of children) seen.push(...(await sitemapEntries(ctx, c, 3)).map((e) => e.path));
    expect(seen).toHaveLength(all!.n);
    expect(new Set(seen).size).toBe(all!.n);
  });

  it("the listings child reads through an index (no scan of the table)", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id, slug, updated_at FROM properties WHERE status = 'active' AND confirmed_at > ? AND flagged_duplicate = 0 AND id > ? ORDER BY id LIMIT ?",
    )
      .bind(0, "", 10)
      .all<{ detail: string }>();
    const detail = plan.results.map((r) => r.detail).join(" | ");
    expect(detail).toMatch(/USING INDEX properties_sitemap_idx/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });
});

describe("the content pages are server-rendered", () => {
  let slug: string;
  beforeAll(async () => {
    const editor = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ARTICLES"] });
    const t = (await signIn(editor)).token;
    const res = await call("POST", "/admin/api/publications", {
      token: t,
      body: {
        title: `Lagos rents this quarter ${uniq()}`,
        excerpt: "Asking rents rose in Yaba and fell in Ajah.",
        body: "<p>Asking rents rose in Yaba.</p><script>alert(1)</script>",
        status: "published",
      },
    });
    expect(res.status).toBe(201);
    slug = res.json.data.slug;
  });

  it("/news lists the published article with its head tags", async () => {
    const res = await fetchPath("/news");
    expect(res.status).toBe(200);
    expect(res.text).toContain("News &amp; Insight");
    expect(res.text).toContain(`href="/articles/${slug}"`);
    expect(res.text).toMatch(/<link rel="canonical" href="http:\/\/localhost\/news"/);
  });

  it("/articles/{slug} holds the sanitised article, Article and BreadcrumbList JSON-LD", async () => {
    const res = await fetchPath(`/articles/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("Asking rents rose in Yaba.</p>");
    expect(res.text).not.toContain("<script>alert(1)");
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const graph = ld.flatMap((x) => x["@graph"] ?? [x]);
    expect(graph.find((x) => x["@type"] === "Article")).toMatchObject({
      publisher: { "@type": "Organization", name: "PropertyNG" },
    });
    expect(graph.find((x) => x["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3);
    expect((await fetchPath("/articles/no-such-article")).text).toContain("This article is not published");
  });

  it("/sell shows the plans with naira prices; /about, /contact and /properties render", async () => {
    const sell = await fetchPath("/sell");
    expect(sell.status).toBe(200);
    expect(sell.text).toMatch(/₦[\d,]+<!-- -->|₦[\d,]+/);
    expect(sell.text).toContain("How it works");
    // /about is website content the back office edits (seeded in a real install): without it the page is a 404.
    await env.DB.prepare("INSERT OR IGNORE INTO website_content (key, title, content, updated_at) VALUES (?, ?, ?, ?)")
      .bind("about", "About us", "<p>PropertyNG lists homes across Nigeria.</p>", Date.now())
      .run();
    for (const path of ["/about", "/contact", "/properties", "/cookie-acceptance", "/banner-examples"]) {
      const res = await fetchPath(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toMatch(/<title>[^<]+PropertyNG<\/title>/);
    }
  });
});
