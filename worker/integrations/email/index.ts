/** `headers`: extra mail headers (List-Unsubscribe, List-Unsubscribe-Post); adapters pass them on as they are. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};
export type SendResult = { ok: true } | { ok: false; error: string };

/** One interface per outside service; configuration picks the adapter, local is the default. */
export interface EmailSender {
  readonly name: string;
  send(mail: OutgoingEmail & { from: string; template?: string }): Promise<SendResult>;
}

import { localEmail } from "./local";
import { httpEmail } from "./http";

export function emailSender(env: Env): EmailSender {
  if (env.EMAIL_PROVIDER === "http") {
    if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY)
      throw new Error("EMAIL_PROVIDER=http needs EMAIL_API_URL and EMAIL_API_KEY");
    return httpEmail(env.EMAIL_API_URL, env.EMAIL_API_KEY);
  }
  return localEmail;
}
