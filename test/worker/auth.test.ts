import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, db, freshIp, makeUser, signIn, tokenMailedTo, totpCode, uniq } from "./helpers";
import { emailOutbox, users } from "../../worker/db/schema";
import { authUser, errorBody, loginResponse } from "../../worker/contracts/auth";

const register = (over: Record<string, unknown> = {}, ip = freshIp()) => {
  const tag = uniq();
  return call("POST", "/v1/register", {
    ip,
    body: {
      firstName: "Chiamaka",
      lastName: "Okafor",
      email: `chi-${tag}@example.ng`,
      password: "secret123",
      agree: true,
      ...over,
    },
  });
};

describe("registration", () => {
  it("creates a standard account, signs the user in and sends a welcome mail", async () => {
    const email = `ada-${uniq()}@Example.ng`;
    const res = await register({ email: `  ${email} `, phone: "0803 123 4567" });
    expect(res.status).toBe(201);
    const body = loginResponse.parse(res.json);
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.user.accountType).toBe("standard");
    expect(body.user.phone).toBe("+2348031234567");
    expect(body.user.username).toMatch(/^ada-?/);
    const me = await call("GET", "/v1/secure/user/me", { token: body.token });
    expect(me.status).toBe(200);
    expect(authUser.parse(me.json.user).id).toBe(body.user.id);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase())).all();
    expect(mail.map((m) => m.template)).toContain("welcome");
  });

  it("refuses a taken email with the spec's message and changes nothing", async () => {
    const u = await makeUser();
    const res = await register({ email: u.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This Email Is Already Taken");
    expect(res.json.errors).toEqual([{ field: "email", message: "This Email Is Already Taken" }]);
  });

  it("names each bad field: short password, non-letter name, missing agreement, bad email", async () => {
    const res = await register({ password: "12345", firstName: "J0hn", agree: false, email: "not-an-email" });
    expect(res.status).toBe(400);
    errorBody.parse(res.json);
    const fields = Object.fromEntries(
      res.json.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields.password).toBe("Must Be Minimum Of 6 Characters");
    expect(fields.firstName).toBe("Only alphabets are allowed.");
    expect(fields.agree).toBeTruthy();
    expect(fields.email).toBeTruthy();
  });

  it("takes names as Nigerians write them, trimmed: hyphens, apostrophes, accents", async () => {
    const res = await register({ firstName: "  Chiamaka ", lastName: " Obi-Okafor  " });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ firstName: "Chiamaka", lastName: "Obi-Okafor" });
    const accented = await register({ firstName: "Ọláolúwa  Adé", lastName: "D’Souza" });
    expect(accented.status).toBe(201);
    expect(accented.json.user).toMatchObject({ firstName: "Ọláolúwa Adé", lastName: "D’Souza" });
    const bad = await register({ firstName: "Obi--Okafor" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toContainEqual({ field: "firstName", message: "Only alphabets are allowed." });
  });

  it("cannot register an admin account type", async () => {
    const res = await register({ accountType: "super_admin" });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].field).toBe("accountType");
  });

  it("marks a brokerage as broker (SPEC §6 broker detection)", async () => {
    const res = await register({ accountType: "brokerage", companyName: "Lekki Homes Ltd" });
    expect(res.status).toBe(201);
    expect(res.json.user.subAccountType).toBe("broker");
  });

  it("availability check answers 200 when taken and 404 when free", async () => {
    const u = await makeUser();
    const taken = await call("GET", `/v1/user/availability?key=email&value=${encodeURIComponent(u.email)}`);
    expect(taken.status).toBe(200);
    expect(taken.json.message).toBe("This Email Is Already Taken");
    const free = await call("GET", `/v1/user/availability?key=email&value=nobody-${uniq()}@example.ng`);
    expect(free.status).toBe(404);
    const bad = await call("GET", `/v1/user/availability?key=phone&value=1`);
    expect(bad.status).toBe(400);
  });
});

describe("sign in and out", () => {
  it("signs in with the email or the username and returns token and user", async () => {
    const u = await makeUser();
    for (const login of [u.email, u.username.toUpperCase()]) {
      const res = await call("POST", "/v1/login_check", {
        body: { username: login, password: u.password },
        ip: freshIp(),
      });
      expect(res.status).toBe(200);
      expect(loginResponse.parse(res.json).user.id).toBe(u.id);
    }
  });

  it("answers 'Wrong Username or Password' for a wrong password or an unknown user", async () => {
    const u = await makeUser();
    const wrong = await call("POST", "/v1/login_check", {
      body: { username: u.username, password: "nope-nope" },
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe("Wrong Username or Password");
    const unknown = await call("POST", "/v1/login_check", {
      body: { username: `ghost_${uniq()}`, password: "whatever" },
      ip: freshIp(),
    });
    expect(unknown.status).toBe(401);
  });

  it("locks an account out with 429 after 5 failures, even with the right password", async () => {
    const u = await makeUser();
    for (let i = 0; i < 5; i++) {
      const r = await call("POST", "/v1/login_check", {
        body: { username: u.username, password: "bad-pass" },
        ip: freshIp(),
      });
      expect(r.status).toBe(401);
    }
    const locked = await call("POST", "/v1/login_check", {
      body: { username: u.username, password: u.password },
      ip: freshIp(),
    });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Too many attempts/);
    expect(locked.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses admin-access users on the public form and admits them on the admin login", async () => {
    const admin = await makeUser({ accountType: "super_admin", adminAccess: true });
    const pub = await call("POST", "/v1/login_check", {
      body: { username: admin.username, password: admin.password },
      ip: freshIp(),
    });
    expect(pub.status).toBe(403);
    expect(pub.json.message).toBe("You need to login with the admin url");
    const adm = await call("POST", "/admin/api/login_check", {
      body: { username: admin.username, password: admin.password, otp: totpCode() },
      ip: freshIp(),
    });
    expect(adm.status).toBe(200);
    expect(adm.json.user.permissions).toContain("CAN_CREATE_STAFF");
  });

  it("refuses non-admins on the admin login", async () => {
    const u = await makeUser();
    const res = await call("POST", "/admin/api/login_check", {
      body: { username: u.username, password: u.password },
      ip: freshIp(),
    });
    expect(res.status).toBe(403);
  });

  it("logout revokes the token at once", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(200);
    expect((await call("POST", "/v1/secure/logout", { token })).status).toBe(200);
    const after = await call("GET", "/v1/secure/user/me", { token });
    expect(after.status).toBe(401);
  });

  it("a deactivated user's token stops working", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    await db().update(users).set({ status: "deactivated" }).where(eq(users.id, u.id)).run();
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(401);
    const again = await call("POST", "/v1/login_check", {
      body: { username: u.username, password: u.password },
      ip: freshIp(),
    });
    expect(again.status).toBe(403);
  });

  it("a forged or garbage token is 401", async () => {
    expect((await call("GET", "/v1/secure/user/me", { token: "abc.def.ghi" })).status).toBe(401);
    expect((await call("GET", "/v1/secure/user/me")).status).toBe(401);
  });
});

describe("password reset and change", () => {
  const linkFrom = async (email: string) => tokenMailedTo(email, "password_reset");

  it("request → email link → validate → reset → old password fails, new works, link is single use", async () => {
    const u = await makeUser();
    const { token: oldSession } = await signIn(u);
    const req = await call("POST", "/v1/password/reset-request", { body: { email: u.email }, ip: freshIp() });
    expect(req.status).toBe(200);
    const token = await linkFrom(u.email);
    expect(token).toBeTruthy();
    const valid = await call("GET", `/v1/password/reset/validate?token=${encodeURIComponent(token!)}`, {
      ip: freshIp(),
    });
    expect(valid.status).toBe(200);
    expect(valid.json.signInAt).toBe("site");
    const done = await call("POST", "/v1/password/reset", { body: { token, password: "brand-new-pass" } });
    expect(done.status).toBe(200);
    expect(done.json.signInAt).toBe("site");
    expect((await call("GET", "/v1/secure/user/me", { token: oldSession })).status).toBe(401);
    const oldPw = await call("POST", "/v1/login_check", {
      body: { username: u.username, password: u.password },
      ip: freshIp(),
    });
    expect(oldPw.status).toBe(401);
    await signIn({ username: u.username, password: "brand-new-pass" });
    const reuse = await call("POST", "/v1/password/reset", { body: { token, password: "another-pass" } });
    expect(reuse.status).toBe(400);
    expect(reuse.json.errors[0].field).toBe("token");
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const email = `nobody-${uniq()}@example.ng`;
    const res = await call("POST", "/v1/password/reset-request", { body: { email }, ip: freshIp() });
    expect(res.status).toBe(200);
    expect(await linkFrom(email)).toBeNull();
  });

  it("limits reset requests per email (429)", async () => {
    const u = await makeUser();
    for (let i = 0; i < 3; i++)
      expect(
        (await call("POST", "/v1/password/reset-request", { body: { email: u.email }, ip: freshIp() })).status,
      ).toBe(200);
    expect((await call("POST", "/v1/password/reset-request", { body: { email: u.email }, ip: freshIp() })).status).toBe(
      429,
    );
  });

  it("change password needs the current one and signs out other devices", async () => {
    const u = await makeUser();
    const a = await signIn(u);
    const b = await signIn(u);
    const wrong = await call("PUT", "/v1/secure/user/change-password", {
      token: a.token,
      body: { currentPassword: "bad", newPassword: "new-secret" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0].field).toBe("currentPassword");
    const ok = await call("PUT", "/v1/secure/user/change-password", {
      token: a.token,
      body: { currentPassword: u.password, newPassword: "new-secret" },
    });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/v1/secure/user/me", { token: a.token })).status).toBe(200);
    expect((await call("GET", "/v1/secure/user/me", { token: b.token })).status).toBe(401);
  });
});
