import type { EmailSender } from "./index";

/** A JSON email API (Resend-style: POST {from,to,subject,text,html} with a bearer key). */
export function httpEmail(url: string, apiKey: string): EmailSender {
  return {
    name: "http",
    async send(mail) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.headers ? { headers: mail.headers } : {}),
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
