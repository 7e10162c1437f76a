import type { EmailSender, OutgoingEmail } from "./index";

export type SandboxMail = OutgoingEmail & { template?: string; at: number };

/**
 * The local sandbox's inbox: the last mails this isolate "delivered", live links included. It lives only in
 * memory (never in D1: the outbox keeps redacted copies), like a real inbox would be outside our database.
 */
const inbox: SandboxMail[] = [];
const INBOX_SIZE = 500;

/** The sandbox-delivered mails to `to` (newest last), e.g. for tests that follow a reset link. */
export function sandboxInbox(to?: string, template?: string) {
  return inbox.filter((m) => (!to || m.to === to) && (!template || m.template === template));
}

/** Forgets every mail (a test file's fresh start). */
export function clearSandboxInbox() {
  inbox.length = 0;
}

/** Development default: the mail is printed to the console (reset links included) and kept in the sandbox inbox. */
export const localEmail: EmailSender = {
  name: "local",
  async send(mail) {
    inbox.push({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      template: mail.template,
      at: Date.now(),
    });
    if (inbox.length > INBOX_SIZE) inbox.splice(0, inbox.length - INBOX_SIZE);
    console.log(
      `[email] to=${mail.to} template=${mail.template ?? "-"} subject=${JSON.stringify(mail.subject)}\n${mail.text}`,
    );
    return { ok: true };
  },
};
