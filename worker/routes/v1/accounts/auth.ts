import {
  changePasswordBody,
  emailSchema,
  loginBody,
  loginResponse,
  messageBody,
  registerBody,
  resetBody,
  resetRequestBody,
  availabilityTaken,
  resetDone,
  resetTokenValid,
  meResponse,
} from "../../../contracts/auth";
import { MESSAGES } from "../../../contracts/messages";
import { jsonRoute, router, z } from "../../../lib/openapi";
import { ApiError } from "../../../lib/errors";
import { currentUser } from "../../../lib/guards";
import * as auth from "../../../services/accounts";
import { isTaken } from "../../../services/accounts";
import { recordEmailCapture } from "../../../services/content";

const availabilityQuery = z.object({
  key: z.enum(["email", "username"]),
  value: z.string().trim().min(1, "value is required").max(254),
});

/** Public sign-in, sign-up and password recovery, plus the signed-in user's own account calls. */
export const authRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/login_check",
      body: loginBody,
      response: loginResponse,
      errors: {
        401: "Wrong Username or Password",
        403: "You need to login with the admin url (an admin-access account), or the account is deactivated",
      },
    }),
    async (c) => {
      const { username, password, remember } = c.req.valid("json");
      return c.json(await auth.login(c.var.ctx, username, password, "public", remember ?? false), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/register",
      body: registerBody,
      response: loginResponse,
      status: 201,
      errors: { 409: "This Email Is Already Taken, or the username is" },
    }),
    async (c) => c.json(await auth.register(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/user/availability",
      query: availabilityQuery,
      response: availabilityTaken,
      errors: { 404: "Available: no account uses this email or username" },
    }),
    async (c) => {
      const { key, value } = c.req.valid("query");
      const taken = await isTaken(c.var.ctx, key, value);
      if (!taken) throw new ApiError(404, `This ${key} is available.`);
      return c.json(
        { taken: true as const, message: key === "email" ? MESSAGES.emailTaken : MESSAGES.usernameTaken },
        200,
      );
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/email-capture",
      body: z.strictObject({ email: emailSchema, source: z.enum(["modal_registration"]) }),
      response: messageBody,
    }),
    async (c) => {
      const { email, source } = c.req.valid("json");
      await recordEmailCapture(c.var.ctx, email, source);
      return c.json({ message: "ok" }, 200);
    },
  )
  .openapi(
    jsonRoute({ method: "post", path: "/password/reset-request", body: resetRequestBody, response: messageBody }),
    async (c) => {
      await auth.requestPasswordReset(c.var.ctx, c.req.valid("json").email);
      return c.json({ message: MESSAGES.resetSent }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/password/reset/validate",
      query: z.object({ token: z.string().min(1, "token is required") }),
      response: resetTokenValid,
    }),
    async (c) => {
      const { email, signInAt } = await auth.validateResetToken(c.var.ctx, c.req.valid("query").token);
      // Only a hint of the address is shown, in case the link was forwarded.
      const masked = email.replace(
        /^(.)(.*)(@.*)$/,
        (_m, a: string, b: string, d: string) => a + "*".repeat(Math.min(b.length, 6)) + d,
      );
      return c.json({ valid: true as const, email: masked, signInAt }, 200);
    },
  )
  .openapi(jsonRoute({ method: "post", path: "/password/reset", body: resetBody, response: resetDone }), async (c) => {
    const { token, password } = c.req.valid("json");
    const { signInAt } = await auth.resetPassword(c.var.ctx, token, password);
    return c.json({ message: MESSAGES.resetDone, signInAt }, 200);
  })
  .openapi(jsonRoute({ method: "get", path: "/secure/user/me", secure: true, response: meResponse }), async (c) =>
    c.json({ user: currentUser(c) }, 200),
  )
  .openapi(jsonRoute({ method: "post", path: "/secure/logout", secure: true, response: messageBody }), async (c) => {
    await auth.logout(c.var.ctx, c.var.sessionId!);
    return c.json({ message: "Signed out" }, 200);
  })
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/user/change-password",
      secure: true,
      body: changePasswordBody,
      response: messageBody,
    }),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid("json");
      await auth.changePassword(c.var.ctx, currentUser(c).id, c.var.sessionId!, currentPassword, newPassword);
      return c.json({ message: MESSAGES.passwordChanged }, 200);
    },
  );
