import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";

/** The party rooms' refusals are errors like every other the worker answers: status, message and a requestId. */
describe("/parties errors", () => {
  it.each([
    ["an unknown party", "/parties/nothing/x"],
    ["a malformed room id", "/parties/user/%20bad%20"],
    ["a plain HTTP call to a room", `/parties/user/${crypto.randomUUID()}`],
  ])("%s answers a JSON 404 carrying a requestId", async (_, path) => {
    const res = await exports.default.fetch(
      new Request(`http://localhost${path}`, { headers: { "cf-ray": "ray-42" } }),
    );
    expect(res.status).toBe(404);
    const body = await res.json<{ status: number; message: string; requestId: string }>();
    expect(body).toMatchObject({ status: 404, message: "No such room.", requestId: "ray-42" });
  });
});

describe("/parties connection refusals", () => {
  it("a WebSocket without a valid ticket is refused with a requestId", async () => {
    const res = await exports.default.fetch(
      new Request(`http://localhost/parties/user/${crypto.randomUUID()}?ticket=nope`, {
        headers: { upgrade: "websocket", "cf-ray": "ray-43" },
      }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ requestId: "ray-43" });
  });
});
