import { eq } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import { emailSender, type OutgoingEmail } from "../../integrations/email";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { html, type HtmlEscapedString } from "../../lib/html";

/** Every mail's HTML: a heading, paragraphs of plain text (escaped), an optional button and the brand line; `after` is markup that follows it. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  after?: HtmlEscapedString,
): string {
  const body = paragraphs.map((p) => html`<p style="margin:0 0 16px">${p}</p>`);
  const button = action
    ? html`<p>
        <a
          href="${action.url}"
          style="background:#0f7a4a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block"
          >${action.label}</a
        >
      </p>`
    : "";
  return html`<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f2937">
      <h1 style="font-size:20px">${title}</h1>
      ${body}${button}
      <p style="color:#6b7280;font-size:12px">PropertyNG · Find, rent and buy verified homes in Nigeria</p>
    </div>
    ${after}`.toString();
}

export const templates = {
  passwordReset: (name: string, url: string) => ({
    subject: "Reset your PropertyNG password",
    text: `Hello ${name},\n\nSomeone asked to reset the password of your PropertyNG account. Open this link within an hour to choose a new one:\n${url}\n\nIf it was not you, ignore this email: your password stays the same.`,
    html: layout(
      "Reset your password",
      [
        `Hello ${name},`,
        "Someone asked to reset the password of your PropertyNG account. The link works for one hour.",
        "If it was not you, ignore this email: your password stays the same.",
      ],
      { label: "Choose a new password", url },
    ),
  }),
  welcome: (name: string, url: string) => ({
    subject: "Welcome to PropertyNG",
    text: `Hello ${name},\n\nYour account is ready. Find verified homes, land and short stays across Nigeria: ${url}\n\nNever pay an inspection fee outside PropertyNG: payments here are held in escrow.`,
    html: layout(
      "Welcome to PropertyNG",
      [
        `Hello ${name},`,
        "Your account is ready. Find verified homes, land and short stays across Nigeria.",
        "Never pay an inspection fee outside PropertyNG: payments here are held in escrow.",
      ],
      { label: "Start searching", url },
    ),
  }),
  passwordChanged: (name: string) => ({
    subject: "Your PropertyNG password was changed",
    text: `Hello ${name},\n\nThe password of your PropertyNG account was just changed and other devices were signed out. If this was not you, reset your password now and contact support.`,
    html: layout("Your password was changed", [
      `Hello ${name},`,
      "The password of your PropertyNG account was just changed and other devices were signed out.",
      "If this was not you, reset your password now and contact support.",
    ]),
  }),
  accountCreatedBySupport: (name: string, username: string, url: string) => ({
    subject: "Your PropertyNG account is ready: choose your password",
    text: `Hello ${name},\n\nOur team created a PropertyNG account for you (username ${username}). Open this link within 7 days to choose your password:\n${url}\n\nIf you did not expect this, ignore this email.`,
    html: layout(
      "Your account is ready",
      [
        `Hello ${name},`,
        `Our team created a PropertyNG account for you (username ${username}).`,
        "Choose your password with the button below; the link works for 7 days. If you did not expect this, ignore this email.",
      ],
      { label: "Choose my password", url },
    ),
  }),
  passwordChangedBySupport: (name: string, resetUrl: string | null) => ({
    subject: "Your PropertyNG password was changed by support",
    text: `Hello ${name},\n\nOur support team ${resetUrl ? "reset" : "changed"} the password of your PropertyNG account and signed you out on every device.${resetUrl ? ` Choose a new password within an hour: ${resetUrl}` : " Sign in with the password support gave you, then change it in your profile."}\n\nIf you did not ask for this, contact support.`,
    html: layout(
      "Your password was changed by support",
      [
        `Hello ${name},`,
        `Our support team ${resetUrl ? "reset" : "changed"} the password of your PropertyNG account and signed you out on every device.`,
        resetUrl
          ? "Choose a new password with the button below; the link works for one hour."
          : "Sign in with the password support gave you, then change it in your profile.",
        "If you did not ask for this, contact support.",
      ],
      resetUrl ? { label: "Choose a new password", url: resetUrl } : undefined,
    ),
  }),
  listingSuspended: (name: string, url: string) => ({
    subject: "You can no longer publish listings on PropertyNG",
    text: `Hello ${name},\n\nSeveral reports about your listings were upheld by our team, so your account can no longer publish new listings. Your existing listings stay as they are unless we delisted them.\n\nIf you think this is a mistake, contact support: ${url}`,
    html: layout(
      "Your listing rights are suspended",
      [
        `Hello ${name},`,
        "Several reports about your listings were upheld by our team, so your account can no longer publish new listings.",
        "Your existing listings stay as they are unless we delisted them. If you think this is a mistake, contact support.",
      ],
      { label: "Contact support", url },
    ),
  }),
  listingsNeedConfirmation: (name: string, titles: string[], url: string) => ({
    subject: "Are your PropertyNG listings still available?",
    text: `Hello ${name},\n\nThese listings have not been confirmed for a while and will leave search results soon:\n${titles.map((t) => `- ${t}`).join("\n")}\n\nConfirm they are still available with one tap: ${url}`,
    html: layout(
      "Are your listings still available?",
      [
        `Hello ${name},`,
        "These listings have not been confirmed for a while and will leave search results soon:",
        ...titles,
        "Confirm they are still available with one tap, or disable the ones that are taken.",
      ],
      { label: "Confirm my listings", url },
    ),
  }),
  emailChangeConfirm: (name: string, newEmail: string, url: string) => ({
    subject: "Confirm your new PropertyNG email address",
    text: `Hello ${name},\n\nYou asked to use ${newEmail} for your PropertyNG account. Open this link within 24 hours to confirm it:\n${url}\n\nIf it was not you, ignore this email: nothing changes.`,
    html: layout(
      "Confirm your new email address",
      [
        `Hello ${name},`,
        `You asked to use ${newEmail} for your PropertyNG account. The link works for 24 hours.`,
        "If it was not you, ignore this email: nothing changes.",
      ],
      { label: "Confirm my new email", url },
    ),
  }),
  emailChangeNotice: (name: string, newEmail: string) => ({
    subject: "Your PropertyNG email address is being changed",
    text: `Hello ${name},\n\nSomeone signed in to your PropertyNG account asked to change its email address to ${newEmail}. It changes only when the link sent there is opened. If this was not you, change your password now and contact support.`,
    html: layout("Your email address is being changed", [
      `Hello ${name},`,
      `Someone signed in to your PropertyNG account asked to change its email address to ${newEmail}. It changes only when the link sent there is opened.`,
      "If this was not you, change your password now and contact support.",
    ]),
  }),
  accountDeleted: (name: string) => ({
    subject: "Your PropertyNG account has been deleted",
    text: `Hello ${name},\n\nYour PropertyNG account and its personal data have been deleted, and your listings were withdrawn. Records that the law requires us to keep for payments are kept without your personal data. This is the last email we send you.`,
    html: layout("Your account has been deleted", [
      `Hello ${name},`,
      "Your PropertyNG account and its personal data have been deleted, and your listings were withdrawn.",
      "Records that the law requires us to keep for payments are kept without your personal data. This is the last email we send you.",
    ]),
  }),
  unreadMessages: (name: string, from: string, about: string | null, lines: string[], more: number, url: string) => ({
    subject: `${from} sent you ${lines.length + more === 1 ? "a message" : `${lines.length + more} messages`} on PropertyNG`,
    text: `Hello ${name},\n\n${from} wrote to you${about ? ` about "${about}"` : ""}:\n${lines.map((l) => `> ${l}`).join("\n")}${more ? `\n…and ${more} more` : ""}\n\nReply here: ${url}\n\nNever pay an inspection fee or deposit outside PropertyNG.`,
    html: layout(
      `New message from ${from}`,
      [
        `Hello ${name},`,
        `${from} wrote to you${about ? ` about "${about}"` : ""}:`,
        ...lines.map((l) => `“${l}”`),
        ...(more ? [`…and ${more} more.`] : []),
        "Never pay an inspection fee or deposit outside PropertyNG.",
      ],
      { label: "Reply", url },
    ),
  }),
  kycReceived: (name: string, url: string) => ({
    subject: "We received your ID documents",
    text: `Hello ${name},\n\nWe received your ID document and selfie. Our team checks them within 2 working days and we will email you the result. You can follow the status here: ${url}`,
    html: layout(
      "We received your documents",
      [
        `Hello ${name},`,
        "We received your ID document and selfie. Our team checks them within 2 working days and we will email you the result.",
      ],
      {
        label: "See the status",
        url,
      },
    ),
  }),
  kycApproved: (name: string, url: string) => ({
    subject: "Your identity is verified on PropertyNG",
    text: `Hello ${name},\n\nYour identity is verified. Your listings and agent card now show the verified badge, which helps seekers trust you.\n\n${url}`,
    html: layout(
      "Your identity is verified",
      [
        `Hello ${name},`,
        "Your identity is verified. Your listings and agent card now show the verified badge, which helps seekers trust you.",
      ],
      {
        label: "Go to my dashboard",
        url,
      },
    ),
  }),
  kycRejected: (name: string, reason: string, url: string) => ({
    subject: "We could not verify your identity",
    text: `Hello ${name},\n\nWe could not verify your identity with the documents you sent.\nReason: ${reason}\n\nYou can send new documents here: ${url}`,
    html: layout(
      "We could not verify your identity",
      [
        `Hello ${name},`,
        "We could not verify your identity with the documents you sent.",
        `Reason: ${reason}`,
        "You can send new documents at any time.",
      ],
      { label: "Send new documents", url },
    ),
  }),
};

const REDACTED = "[redacted]";

/** The stored copy of a text: every secret (and its URL-encoded form) replaced, so a row never holds a live token. */
export function redact(text: string, secrets: string[]) {
  let out = text;
  for (const secret of secrets.filter((x) => x.length >= 8)) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}

/**
 * Email types whose links carry a secret (a reset, invitation, confirmation or unsubscribe token). The outbox
 * redacts by type, not by each caller remembering: in these, every query value of every
 * link is redacted; in any other type, a `token`, `code`, `sig` or `key` value still is (defence in depth).
 */
export const SECRET_LINK_TYPES: ReadonlySet<string> = new Set([
  "password_reset",
  "staff_invite",
  "account_created",
  "password_changed_by_support",
  "sub_developer_invite",
  "email_change_confirm",
  "savedSearchAlert",
]);
const ANY_QUERY_VALUE = /([?&][A-Za-z0-9_.~-]+=)[^&\s"'<>#\\]+/g;
const SECRET_QUERY_VALUE = /([?&](?:token|code|sig|key)=)[^&\s"'<>#\\]+/gi;

/** The outbox copy of a text of this email type: its links' secrets redacted by the type, plus any `secrets` given. */
export function redactForOutbox(template: string, text: string, secrets: string[] = []) {
  return redact(text, secrets).replace(
    SECRET_LINK_TYPES.has(template) ? ANY_QUERY_VALUE : SECRET_QUERY_VALUE,
    `$1${REDACTED}`,
  );
}

/** The outbox copy of a mail's extra headers: JSON, redacted like the bodies (an unsubscribe link's token). */
export const storedHeaders = (template: string, headers: Record<string, string> | undefined, secrets: string[] = []) =>
  headers && Object.keys(headers).length ? redactForOutbox(template, JSON.stringify(headers), secrets) : null;

// eslint-disable-next-line no-control-regex
const oneLine = (v: string) => v.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/**
 * Records the mail in the outbox first (so nothing is lost), then hands it to the configured adapter.
 * The outbox is for audit and resends: it keeps template, recipient, subject and the bodies with the links'
 * secrets redacted by the email's type (redactForOutbox; `secrets` adds literal ones); only the adapter ever
 * sees the live link.
 */
export async function sendEmail(
  ctx: ServiceCtx,
  template: string,
  mail: OutgoingEmail,
  opts: { secrets?: string[] } = {},
) {
  // A header is one line: a CR or LF in a subject or header value (from a name someone typed) would start another
  // header (Bcc: ...) in a provider that writes them as given.
  mail = {
    ...mail,
    subject: oneLine(mail.subject),
    ...(mail.headers
      ? { headers: Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, oneLine(v)])) }
      : {}),
  };
  const id = newId();
  const secrets = opts.secrets ?? [];
  await ctx.db
    .insert(emailOutbox)
    .values({
      id,
      to: mail.to,
      subject: mail.subject,
      text: redactForOutbox(template, mail.text, secrets),
      html: mail.html ? redactForOutbox(template, mail.html, secrets) : null,
      headers: storedHeaders(template, mail.headers, secrets),
      template,
      status: "queued",
      createdAt: ctx.now,
    })
    .run();
  const sender = emailSender(ctx.env);
  const result = await sender.send({ ...mail, from: ctx.env.EMAIL_FROM, template });
  await ctx.db
    .update(emailOutbox)
    .set(
      result.ok
        ? { status: sender.name === "local" ? "logged" : "sent", sentAt: Date.now() }
        : { status: "failed", error: result.error },
    )
    .where(eq(emailOutbox.id, id))
    .run();
  return id;
}
