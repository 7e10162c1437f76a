import { createRoute } from "@hono/zod-openapi";
import { MESSAGES } from "../../../contracts/messages";
import { isOAuthProvider, oauthProviders, renderSandboxPage, type OAuthProviderId } from "../../../integrations/oauth";
import { ApiError } from "../../../lib/errors";
import { router, z } from "../../../lib/openapi";
import {
  finishSignIn,
  loginErrorPath,
  providerMode,
  sandboxCallbackPath,
  startSignIn,
} from "../../../services/accounts";

const params = z.object({
  provider: z.string().openapi({ example: "google", description: __API_DOCS__ ? "google or facebook" : "" }),
});
const optional = z.string().max(4096).optional();
const redirectResponse = {
  302: {
    description: __API_DOCS__
      ? "Redirect (to the provider, the sandbox page, the dashboard with a token, or /login?error=social&reason=…)"
      : "",
  },
};
const html = {
  200: { description: __API_DOCS__ ? "HTML page" : "", content: { "text/html": { schema: z.string() } } },
};

function provider(name: string): OAuthProviderId {
  if (!isOAuthProvider(name)) throw new ApiError(404, MESSAGES.notFound);
  return name;
}

/** The sandbox pages exist only while the real provider is not configured (and only on localhost). */
function sandboxProvider(env: Env, name: string) {
  const id = provider(name);
  if (providerMode(env, id) !== "sandbox") throw new ApiError(404, MESSAGES.notFound);
  return id;
}

/** Social sign-in (authorization code + state + PKCE). Browser navigations: answers are redirects, never JSON errors. */
export const oauthRoutes = router()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/{provider}",
      request: { params, query: z.object({ redirect: optional }) },
      responses: redirectResponse,
    }),
    async (c) =>
      c.redirect(
        await startSignIn(c.var.ctx, provider(c.req.valid("param").provider), c.req.valid("query").redirect),
        302,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/{provider}/callback",
      request: { params, query: z.object({ code: optional, state: optional, error: optional }) },
      responses: redirectResponse,
    }),
    async (c) => {
      const id = provider(c.req.valid("param").provider);
      let location: string;
      try {
        location = await finishSignIn(c.var.ctx, id, c.req.valid("query"));
      } catch (e) {
        // A sign-in that fails for any reason ends on the sign-in page with a message, not an error page.
        console.error(`[oauth] ${id} callback failed`, e);
        location = loginErrorPath("failed");
      }
      c.header("Cache-Control", "no-store");
      return c.redirect(location, 302);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/sandbox/{provider}",
      request: { params, query: z.object({ state: z.string().min(1).max(200) }) },
      responses: html,
    }),
    (c) => {
      const id = sandboxProvider(c.env, c.req.valid("param").provider);
      return c.html(
        renderSandboxPage({ provider: id, label: oauthProviders[id].label, state: c.req.valid("query").state }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/sandbox/{provider}/continue",
      request: { params, query: z.object({ state: z.string().min(1).max(200), name: optional, email: optional }) },
      responses: { ...redirectResponse, ...html },
    }),
    (c) => {
      const id = sandboxProvider(c.env, c.req.valid("param").provider);
      const { state, name, email } = c.req.valid("query");
      const next = sandboxCallbackPath(id, state, name, email);
      if (next) return c.redirect(next, 302);
      return c.html(
        renderSandboxPage({
          provider: id,
          label: oauthProviders[id].label,
          state,
          name,
          email,
          error: "Enter a name and a valid email address.",
        }),
        200,
      );
    },
  );
