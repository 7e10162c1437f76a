import type { SmsSender } from "./index";

/**
 * Termii (Nigerian SMS gateway): POST {base}/api/sms/send with
 * { api_key, to, from, sms, type: "plain", channel: "generic" }; numbers in international form without "+".
 */
export function termiiSms(apiKey: string, baseUrl: string): SmsSender {
  return {
    name: "termii",
    async send(sms) {
      try {
        const res = await fetch(`${baseUrl.replace(/\/$/, "")}/api/sms/send`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            api_key: apiKey,
            to: sms.to.replace(/^\+/, ""),
            from: sms.from,
            sms: sms.text,
            type: "plain",
            channel: "generic",
          }),
        });
        if (!res.ok) return { ok: false, error: `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}` };
        return { ok: true };
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
