import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox } from "../../worker/db/schema";
import { sendEmail } from "../../worker/services/platform/email";
import { db, uniq } from "./helpers";
import { ctx } from "./money-helpers";

/** The outbox redacts a mail's links by the mail's type, with nothing asked of the caller. */
const stored = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get())!;

describe("outbox redaction by email type", () => {
  it("a password reset sent without any secrets listed is stored with its link's values redacted (text, html, headers)", async () => {
    const secret = `live-${uniq()}-secret`;
    const url = `https://propertyng.test/amnesia/reset-password?token=${encodeURIComponent(secret)}&from=mail`;
    const id = await sendEmail(ctx(), "password_reset", {
      to: `${uniq()}@example.com`,
      subject: "Reset",
      text: `Open ${url} within an hour.`,
      html: `<a href="${url}">Reset</a>`,
      headers: { "List-Unsubscribe": `<${url}>` },
    });
    const row = await stored(id);
    for (const part of [row.text, row.html, row.headers]) {
      expect(part).not.toContain(secret);
      expect(part).toContain("reset-password?token=[redacted]&from=[redacted]");
    }
  });

  it("any other type keeps its ordinary links but never a token, code, sig or key value", async () => {
    const secret = `live-${uniq()}-secret`;
    const id = await sendEmail(ctx(), "welcome", {
      to: `${uniq()}@example.com`,
      subject: "Welcome",
      text: `See https://propertyng.test/properties?page=2 and https://propertyng.test/x?token=${secret}`,
    });
    const row = await stored(id);
    expect(row.text).toContain("/properties?page=2");
    expect(row.text).toContain("/x?token=[redacted]");
    expect(row.text).not.toContain(secret);
  });
});
