import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { emailChanges, emailOutbox, users } from "../../worker/db/schema";
import { call, db, freshIp, makeUser, signIn, tokenMailedTo, uniq } from "./helpers";

async function signedIn(over: Parameters<typeof makeUser>[0] = {}) {
  const user = await makeUser(over);
  const { token } = await signIn(user);
  return { user, token };
}
const row = (id: string) => db().select().from(users).where(eq(users.id, id)).get();

describe("GET/PUT /v1/secure/user/profile", () => {
  it("answers the profile with links, switches and no pending email", async () => {
    const { user, token } = await signedIn();
    const res = await call("GET", "/v1/secure/user/profile", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: user.id,
      email: user.email,
      socialLinks: { instagram: null, twitter: null, linkedin: null, facebook: null, website: null },
      smsNotifications: true,
      emailNotifications: true,
      pendingEmail: null,
    });
  });

  it("updates names, phone (normalised to +234), username, company, links and switches", async () => {
    const { user, token } = await signedIn({ accountType: "brokerage", subAccountType: "broker" });
    const username = `ada_${uniq()}`;
    const res = await call("PUT", "/v1/secure/user/profile", {
      token,
      body: {
        firstName: "Adaeze",
        lastName: "Okafor-Bello",
        phone: "0803 123 4567",
        username: username.toUpperCase(),
        companyName: "Okafor Homes",
        socialLinks: { instagram: "https://instagram.com/okaforhomes", website: "https://okaforhomes.ng", twitter: "" },
        smsNotifications: false,
        emailNotifications: true,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      firstName: "Adaeze",
      lastName: "Okafor-Bello",
      phone: "+2348031234567",
      username,
      companyName: "Okafor Homes",
      socialLinks: {
        instagram: "https://instagram.com/okaforhomes",
        website: "https://okaforhomes.ng",
        twitter: null,
        linkedin: null,
      },
      smsNotifications: false,
    });
    const stored = (await row(user.id))!;
    expect(stored.phone).toBe("+2348031234567");
    expect(JSON.parse(stored.socialLinks)).toEqual({
      instagram: "https://instagram.com/okaforhomes",
      website: "https://okaforhomes.ng",
    });
    // Leaving a field out keeps it; an empty phone clears it.
    const again = await call("PUT", "/v1/secure/user/profile", { token, body: { phone: "" } });
    expect(again.json).toMatchObject({ firstName: "Adaeze", phone: null, username });
  });

  it.each([
    [{ firstName: "Ada1" }, "firstName", "Only alphabets are allowed."],
    [{ lastName: "O'Neil 2" }, "lastName", "Only alphabets are allowed."],
    [{ firstName: "" }, "firstName", "First name is required."],
    [{ phone: "12345" }, "phone", "Enter a Nigerian phone number, e.g. 0803 123 4567."],
    [{ username: "a b" }, "username", "Use only letters, numbers, dots and underscores."],
    [
      { socialLinks: { website: "javascript:alert(1)" } },
      "socialLinks.website",
      "Enter a full web address starting with https://",
    ],
  ])("refuses %j naming the field, changing nothing", async (body, field, message) => {
    const { user, token } = await signedIn();
    const res = await call("PUT", "/v1/secure/user/profile", { token, body });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ field, message });
    expect((await row(user.id))!.updatedAt).toBe(user.updatedAt);
  });

  it("refuses a taken username with 409 and changes nothing", async () => {
    const other = await makeUser();
    const { user, token } = await signedIn();
    const res = await call("PUT", "/v1/secure/user/profile", {
      token,
      body: { firstName: "Changed", username: other.username },
    });
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual([{ field: "username", message: "This Username Is Already Taken" }]);
    expect((await row(user.id))!.firstName).toBe("Test");
  });
});

describe("email change", () => {
  const linkIn = async (to: string) => tokenMailedTo(to, "email_change_confirm") ?? undefined;

  it("emails a link to the new address, tells the old one, and applies the change once", async () => {
    const { user, token } = await signedIn();
    const newEmail = `new-${uniq()}@example.ng`;
    const res = await call("POST", "/v1/secure/user/email-change", {
      token,
      body: { newEmail: newEmail.toUpperCase(), password: user.password },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.pendingEmail).toBe(newEmail);
    expect((await row(user.id))!.email).toBe(user.email);
    expect((await call("GET", "/v1/secure/user/profile", { token })).json.pendingEmail).toBe(newEmail);
    const notice = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, "email_change_notice")))
      .get();
    expect(notice?.text).toContain(newEmail);
    // Only the hash is stored.
    const link = (await linkIn(newEmail))!;
    const stored = await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id)).get();
    expect(stored!.tokenHash).not.toContain(link);

    const ok = await call("GET", `/v1/user/email-change/confirm?token=${link}`, { ip: freshIp() });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: "Your email address has been changed.", email: newEmail });
    expect((await row(user.id))!.email).toBe(newEmail);
    const twice = await call("GET", `/v1/user/email-change/confirm?token=${link}`, { ip: freshIp() });
    expect(twice.status).toBe(400);
    expect(twice.json.errors[0].field).toBe("token");
    // The new address signs in.
    expect(
      (await call("POST", "/v1/login_check", { body: { username: newEmail, password: user.password }, ip: freshIp() }))
        .status,
    ).toBe(200);
  });

  it("refuses a wrong password (400) and a taken address (409), storing nothing", async () => {
    const other = await makeUser();
    const { user, token } = await signedIn();
    const wrong = await call("POST", "/v1/secure/user/email-change", {
      token,
      body: { newEmail: `x-${uniq()}@example.ng`, password: "not-it" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: "password", message: "Your password is not correct." }]);
    const taken = await call("POST", "/v1/secure/user/email-change", {
      token,
      body: { newEmail: other.email, password: user.password },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ field: "newEmail", message: "This Email Is Already Taken" }]);
    const bad = await call("POST", "/v1/secure/user/email-change", {
      token,
      body: { newEmail: "nope", password: user.password },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("newEmail");
    expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id)).all()).toEqual([]);
  });

  it("a newer request replaces the older link", async () => {
    const { user, token } = await signedIn();
    const first = `a-${uniq()}@example.ng`;
    const second = `b-${uniq()}@example.ng`;
    await call("POST", "/v1/secure/user/email-change", { token, body: { newEmail: first, password: user.password } });
    await call("POST", "/v1/secure/user/email-change", { token, body: { newEmail: second, password: user.password } });
    const stale = await call("GET", `/v1/user/email-change/confirm?token=${await linkIn(first)}`, { ip: freshIp() });
    expect(stale.status).toBe(400);
    expect(
      (await call("GET", `/v1/user/email-change/confirm?token=${await linkIn(second)}`, { ip: freshIp() })).status,
    ).toBe(200);
    expect((await row(user.id))!.email).toBe(second);
  });
});
