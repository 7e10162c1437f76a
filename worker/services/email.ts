import { eq } from "drizzle-orm";
import { emailOutbox } from "../db/schema";
import { emailSender, type OutgoingEmail } from "../integrations/email";
import { newId } from "../lib/crypto";
import type { ServiceCtx } from "../lib/context";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#0f7a4a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f2937"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#6b7280;font-size:12px">PropertyNG · Find, rent and buy verified homes in Nigeria</p></div>`;
}

export const templates = {
  passwordReset: (name: string, url: string) => ({
    subject: "Reset your PropertyNG password",
    text: `Hello ${name},\n\nSomeone asked to reset the password of your PropertyNG account. Open this link within an hour to choose a new one:\n${url}\n\nIf it was not you, ignore this email: your password stays the same.`,
    html: layout("Reset your password", [`Hello ${name},`, "Someone asked to reset the password of your PropertyNG account. The link works for one hour.", "If it was not you, ignore this email: your password stays the same."], { label: "Choose a new password", url }),
  }),
  welcome: (name: string, url: string) => ({
    subject: "Welcome to PropertyNG",
    text: `Hello ${name},\n\nYour account is ready. Find verified homes, land and short stays across Nigeria: ${url}\n\nNever pay an inspection fee outside PropertyNG: payments here are held in escrow.`,
    html: layout("Welcome to PropertyNG", [`Hello ${name},`, "Your account is ready. Find verified homes, land and short stays across Nigeria.", "Never pay an inspection fee outside PropertyNG: payments here are held in escrow."], { label: "Start searching", url }),
  }),
  passwordChanged: (name: string) => ({
    subject: "Your PropertyNG password was changed",
    text: `Hello ${name},\n\nThe password of your PropertyNG account was just changed and other devices were signed out. If this was not you, reset your password now and contact support.`,
    html: layout("Your password was changed", [`Hello ${name},`, "The password of your PropertyNG account was just changed and other devices were signed out.", "If this was not you, reset your password now and contact support."]),
  }),
};

/** Records the mail in the outbox first (so nothing is lost), then hands it to the configured adapter. */
export async function sendEmail(ctx: ServiceCtx, template: string, mail: OutgoingEmail) {
  const id = newId();
  await ctx.db
    .insert(emailOutbox)
    .values({ id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, template, status: "queued", createdAt: ctx.now })
    .run();
  const sender = emailSender(ctx.env);
  const result = await sender.send({ ...mail, from: ctx.env.EMAIL_FROM });
  await ctx.db
    .update(emailOutbox)
    .set(result.ok ? { status: sender.name === "local" ? "logged" : "sent", sentAt: Date.now() } : { status: "failed", error: result.error })
    .where(eq(emailOutbox.id, id))
    .run();
  return id;
}
