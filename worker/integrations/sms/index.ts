export type OutgoingSms = { to: string; text: string };
export type SmsResult = { ok: true } | { ok: false; error: string };

/** One interface per outside service; configuration picks the adapter, local is the default. */
export interface SmsSender {
  readonly name: string;
  send(sms: OutgoingSms & { from: string }): Promise<SmsResult>;
}

import { localSms } from "./local";
import { termiiSms } from "./termii";

export function smsSender(env: Env): SmsSender {
  if (env.SMS_PROVIDER === "termii") {
    if (!env.TERMII_API_KEY) throw new Error("SMS_PROVIDER=termii needs the TERMII_API_KEY secret");
    return termiiSms(env.TERMII_API_KEY, env.TERMII_BASE_URL || "https://api.ng.termii.com");
  }
  return localSms;
}
