import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";

/** SPEC.md §6: the back office's host sends a page visit to the admin sign-in; everything else answers as usual. */
const visit = (url: string, method = "GET") =>
  exports.default.fetch(
    new Request(url, { method, redirect: "manual", headers: { accept: "text/html", "sec-fetch-dest": "document" } }),
  );

describe("the admin host", () => {
  it.each(["/", "/properties/rent?state=lagos", "/about", "/login", "/dashboard/wallet"])(
    "sends a visit to %s on admin.<site> to the admin login",
    async (path) => {
      for (const method of ["GET", "HEAD"]) {
        const res = await visit(`https://admin.propertyng.test${path}`, method);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe("/dashboard/admin/login");
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    },
  );

  it("leaves the admin area, the API and static files alone", async () => {
    // The admin area is the SPA's (what the shell answers is its business): never a redirect here.
    for (const path of ["/dashboard/admin/login", "/dashboard/admin/users"]) {
      const res = await visit(`https://admin.propertyng.test${path}`);
      expect([res.status, res.headers.get("location")]).not.toEqual([302, "/dashboard/admin/login"]);
    }
    const health = await visit("https://admin.propertyng.test/v1/health");
    expect(health.status).not.toBe(302);
    expect(health.headers.get("content-type")).toContain("application/json");
    for (const file of ["/robots.txt", "/sw.js", "/favicon.ico"])
      expect((await visit(`https://admin.propertyng.test${file}`)).status).not.toBe(302);
  });

  it("is only the host whose first label is admin", async () => {
    for (const host of ["propertyng.test", "www.propertyng.test", "administrator.propertyng.test", "my-admin.test"]) {
      const res = await visit(`https://${host}/about`);
      expect(res.status, host).not.toBe(302);
      expect(res.headers.get("location"), host).toBeNull();
    }
  });
});
