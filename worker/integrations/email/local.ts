import type { EmailSender } from "./index";

/** Development default: the mail stays in the email_outbox table and is printed to the console. */
export const localEmail: EmailSender = {
  name: "local",
  async send(mail) {
    console.log(`[email] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
    return { ok: true };
  },
};
