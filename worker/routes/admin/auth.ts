import { adminMe } from "../../contracts/admin";
import { loginBody, loginResponse, messageBody } from "../../contracts/auth";
import { z } from "../../lib/openapi";

const adminLoginBody = loginBody.extend({ otp: z.string().trim().min(6).max(20).optional() });
const twoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
const twoFactorConfirm = z.strictObject({ code: z.string().trim().min(6).max(10) });
const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
import { permittedAdminMenu } from "../../contracts/permissions";
import { jsonRoute, router } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import * as auth from "../../services/accounts";

export const adminAuthRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/login_check",
      body: adminLoginBody,
      response: loginResponse,
      errors: {
        401: "Wrong Username or Password, or the two-factor code is missing or wrong",
        403: "Not an admin-access account, or deactivated",
      },
    }),
    async (c) => {
      const { username, password, remember, otp } = c.req.valid("json");
      return c.json(await auth.login(c.var.ctx, username, password, "admin", remember ?? false, otp), 200);
    },
  )
  .openapi(jsonRoute({ method: "get", path: "/me", secure: true, response: adminMe }), async (c) => {
    const user = currentUser(c);
    return c.json({ user, menu: permittedAdminMenu(user) }, 200);
  })
  .openapi(
    jsonRoute({
      method: "post",
      path: "/two-factor/setup",
      secure: true,
      response: twoFactorSetup,
      errors: { 409: "Two-factor is already on" },
    }),
    async (c) => c.json(await auth.startEnrolment(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/two-factor/confirm",
      secure: true,
      body: twoFactorConfirm,
      response: recoveryCodes,
      errors: { 409: "Already on, or not started", 422: "The code is wrong" },
    }),
    async (c) => c.json(await auth.confirmEnrolment(c.var.ctx, currentUser(c).id, c.req.valid("json").code), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_CREATE_STAFF")],
      method: "post",
      path: "/staffs/{id}/two-factor/reset",
      secure: true,
      params: z.object({ id: z.string().min(1).max(64) }),
      response: messageBody,
      errors: { 404: "No two-factor to reset" },
    }),
    async (c) => {
      await auth.resetTwoFactor(c.var.ctx, c.req.valid("param").id);
      return c.json({ message: "Two-factor sign-in was reset" }, 200);
    },
  )
  .openapi(jsonRoute({ method: "post", path: "/logout", secure: true, response: messageBody }), async (c) => {
    await auth.logout(c.var.ctx, c.var.sessionId!);
    return c.json({ message: "Signed out" }, 200);
  });
