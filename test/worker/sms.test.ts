import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { smsOutbox } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { smsSender } from "../../worker/integrations/sms";
import { normalizeNgPhone, sendSms } from "../../worker/services/platform";
import { db } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("SMS integration", () => {
  it("the local default keeps the text in the outbox and sends nothing out", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const to = `+23480${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const id = await sendSms({ db: createDb(env.DB), env, now: Date.now() }, "test", {
      to,
      text: "Hello from PropertyNG",
    });
    const row = await db().select().from(smsOutbox).where(eq(smsOutbox.id, id)).get();
    expect(row).toMatchObject({ to, text: "Hello from PropertyNG", status: "logged" });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("the Termii adapter posts Termii's JSON shape (faked at the network edge)", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        new Response(JSON.stringify({ message_id: "1", message: "Successfully Sent" }), { status: 200 }),
      );
    const sender = smsSender({
      ...env,
      SMS_PROVIDER: "termii",
      TERMII_API_KEY: "tk_test",
      TERMII_BASE_URL: "https://termii.test",
    });
    expect(sender.name).toBe("termii");
    expect(
      await sender.send({ to: "+2348031234567", text: "Your inspection is confirmed", from: "PropertyNG" }),
    ).toEqual({ ok: true });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://termii.test/api/sms/send");
    expect(JSON.parse(String(init!.body))).toEqual({
      api_key: "tk_test",
      to: "2348031234567",
      from: "PropertyNG",
      sms: "Your inspection is confirmed",
      type: "plain",
      channel: "generic",
    });
    fetchSpy.mockResolvedValue(new Response("bad sender", { status: 400 }));
    expect(await sender.send({ to: "+2348031234567", text: "x", from: "PropertyNG" })).toEqual({
      ok: false,
      error: "HTTP 400: bad sender",
    });
    expect(() => smsSender({ ...env, SMS_PROVIDER: "termii" })).toThrow(/TERMII_API_KEY/);
  });

  it("normalises Nigerian phone numbers and refuses others", () => {
    expect(normalizeNgPhone("0803 123 4567")).toBe("+2348031234567");
    expect(normalizeNgPhone("234-803-123-4567")).toBe("+2348031234567");
    expect(normalizeNgPhone("+2348031234567")).toBe("+2348031234567");
    expect(normalizeNgPhone("12345")).toBeNull();
    expect(normalizeNgPhone(null)).toBeNull();
  });
});
