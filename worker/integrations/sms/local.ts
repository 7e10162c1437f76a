import type { SmsSender } from "./index";

/** Development default: the text stays in the sms_outbox table and is printed to the console. */
export const localSms: SmsSender = {
  name: "local",
  async send(sms) {
    console.log(`[sms] to=${sms.to} from=${sms.from}\n${sms.text}`);
    return { ok: true };
  },
};
