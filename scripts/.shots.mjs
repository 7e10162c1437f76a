import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = "http://localhost:8787";
async function shot(path, name, width = 375, opts = {}) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  if (opts.login) {
    const p0 = await ctx.newPage();
    await p0.goto(base + "/login");
    await p0.getByLabel("Username or email").fill(opts.login);
    await p0.getByLabel("Password", { exact: true }).fill("Demo@2026");
    await p0.locator("form").getByRole("button", { name: "Sign in" }).click();
    await p0.waitForURL((u) => !u.pathname.startsWith("/login"));
    await p0.close();
  }
  const p = await ctx.newPage();
  const errors = [];
  p.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text().slice(0, 200)); });
  await p.goto(base + path, { waitUntil: "networkidle" });
  if (opts.act) await opts.act(p);
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: !!opts.full });
  const sw = await p.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, width, "scrollWidth", sw, errors.length ? errors : "");
  await ctx.close();
}
const which = process.argv[2];
if (!which || which === "prices") await shot("/prices/lagos/yaba", "prices-375", 375, { full: true });
if (!which || which === "rent") await shot("/properties/rent?state=lagos", "rent-375", 375);
if (!which || which === "listing") {
  const r = await (await fetch(base + "/v1/property/properties/featured")).json();
  await shot(`/properties/property/${r.data[0].slug}`, "listing-375", 375, { full: true });
}
if (!which || which === "plan") await shot("/dashboard/project/add-projects", "plan-375", 375, { login: "cityscape", full: true, act: async (p) => { await p.getByRole("button", { name: /4\. Plan and photos/ }).click(); await p.getByRole("button", { name: "Add a milestone" }).click(); } });
if (!which || which === "rentdash") await shot("/dashboard/rent", "rentdash-375", 375, { login: "amaka", full: true });
await b.close();
