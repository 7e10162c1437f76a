import { adminMe } from "../../contracts/admin";
import { loginBody, loginResponse, messageBody } from "../../contracts/auth";
import { permittedAdminMenu } from "../../contracts/permissions";
import { jsonRoute, router } from "../../lib/openapi";
import { currentUser } from "../../lib/guards";
import * as auth from "../../services/accounts";


export const adminAuthRoutes = router()
  .openapi(
    jsonRoute({ method: "post", path: "/login_check", tags: ["Admin"], summary: "Admin sign-in (admin-access accounts only)", body: loginBody, response: loginResponse, errors: { 401: "Wrong Username or Password", 403: "Not an admin-access account, or deactivated" } }),
    async (c) => {
      const { username, password, remember } = c.req.valid("json");
      return c.json(await auth.login(c.var.ctx, username, password, "admin", remember ?? false), 200);
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/me", tags: ["Admin"], summary: "The signed-in admin with permissions and permitted menu", secure: true, response: adminMe }),
    async (c) => {
      const user = currentUser(c);
      return c.json({ user, menu: permittedAdminMenu(user) }, 200);
    },
  )
  .openapi(
    jsonRoute({ method: "post", path: "/logout", tags: ["Admin"], summary: "Sign out of the admin area", secure: true, response: messageBody }),
    async (c) => {
      await auth.logout(c.var.ctx, c.var.sessionId!);
      return c.json({ message: "Signed out" }, 200);
    },
  );
