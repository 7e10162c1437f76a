import { jsonRoute, jsonRoutes, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { DISCOVERY_MESSAGES, savedSearch, savedSearchInput, savedSearchUpdate } from "../../../contracts/discovery";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribe,
  unsubscribeTarget,
  updateSavedSearch,
} from "../../../services/discovery";
import { ApiError } from "../../../lib/errors";
import { noticePage } from "../../../lib/notice-page";
import type { AppEnv } from "../../../lib/app-env";
import type { Context, Next } from "hono";
import { idParam, message } from "../../params";
import { userById, userWithBody } from "../../steps";
/** The signed-in person's own saved searches. */
const signedInRoute = jsonRoutes({ secure: true });
/** The signed link's query: the same rule for the JSON routes and the pages. */
const unsubscribeQuery = z.object({ token: z.string().trim().min(10).max(200) });

/**
 * People open the alert mail's unsubscribe link in a browser: they get a page asking them to confirm (the GET
 * changes nothing, so a mail scanner that fetches every link unsubscribes no one), then a page saying it is
 * done, each with a way on. Mail clients' one-click POST (RFC 8058) and API calls get the JSON answers below.
 */
async function unsubscribePages(c: Context<AppEnv>, next: Next) {
  if ((c.req.method !== "GET" && c.req.method !== "POST") || !(c.req.header("accept") ?? "").includes("text/html"))
    return next();
  const id = c.req.param("id") ?? "";
  const token = c.req.query("token") ?? "";
  const here = `/v1/saved-searches/${encodeURIComponent(id)}/unsubscribe?token=${encodeURIComponent(token)}`;
  const mine = { label: "My saved searches", href: "/dashboard/property/saved-searches" };
  const search = { label: "Search homes", href: "/properties/rent" };
  try {
    if (!idParam.safeParse({ id }).success || !unsubscribeQuery.safeParse({ token }).success)
      throw new ApiError(400, DISCOVERY_MESSAGES.badUnsubscribe);
    const target = await unsubscribeTarget(c.var.ctx, id, token);
    if (!target)
      return c.html(
        noticePage({
          title: "This saved search no longer exists",
          lines: ["It was deleted, so it sends no more emails."],
          actions: [{ ...search, primary: true }, mine],
        }),
        404,
      );
    const name = `“${target.name}”`;
    if (c.req.method === "POST") {
      await unsubscribe(c.var.ctx, id, token);
      return c.html(
        noticePage({
          title: `No more emails for ${name}`,
          lines: [DISCOVERY_MESSAGES.unsubscribed, "You can turn them back on from your saved searches at any time."],
          actions: [{ ...search, primary: true }, mine],
        }),
        200,
      );
    }
    if (!target.alerts)
      return c.html(
        noticePage({
          title: `Emails for ${name} are already off`,
          lines: ["You can turn them back on from your saved searches."],
          actions: [{ ...search, primary: true }, mine],
        }),
        200,
      );
    return c.html(
      noticePage({
        title: `Stop emails for ${name}?`,
        lines: [
          "We email you once a day when new listings match this saved search. The search itself stays in your account.",
        ],
        actions: [
          { label: "Stop these emails", post: here, primary: true },
          { ...mine, label: "Keep them" },
        ],
      }),
      200,
    );
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return c.html(
      noticePage({
        title: DISCOVERY_MESSAGES.badUnsubscribe,
        lines: ["It may have been copied in part. Manage your alerts from your saved searches instead."],
        actions: [{ ...mine, primary: true }, search],
      }),
      400,
    );
  }
}

const base = router();
base.use("/saved-searches/:id/unsubscribe", unsubscribePages);

export const savedSearchRoutes = base
  .openapi(
    signedInRoute({
      method: "post",
      path: "/secure/saved-searches",
      body: savedSearchInput,
      status: 201,
      errors: { 422: "Too many saved searches" },
      response: savedSearch,
    }),
    userWithBody(201, createSavedSearch),
  )
  .openapi(
    signedInRoute({
      method: "get",
      path: "/secure/saved-searches",
      response: z.object({ data: z.array(savedSearch) }),
    }),
    async (c) => c.json(await listSavedSearches(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    signedInRoute({
      method: "patch",
      path: "/secure/saved-searches/{id}",
      params: idParam,
      body: savedSearchUpdate,
      errors: { 404: "No such saved search of yours" },
      response: savedSearch,
    }),
    async (c) =>
      c.json(await updateSavedSearch(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    signedInRoute({
      method: "delete",
      path: "/secure/saved-searches/{id}",
      params: idParam,
      errors: { 404: "No such saved search of yours" },
      response: message,
    }),
    userById(deleteSavedSearch),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/saved-searches/{id}/unsubscribe",
      params: idParam,
      query: unsubscribeQuery,
      response: message,
    }),
    async (c) => c.json(await unsubscribe(c.var.ctx, c.req.valid("param").id, c.req.valid("query").token), 200),
  )
  // List-Unsubscribe-Post (RFC 8058) mail clients POST the same link.
  .openapi(
    jsonRoute({
      method: "post",
      path: "/saved-searches/{id}/unsubscribe",
      params: idParam,
      query: unsubscribeQuery,
      response: message,
    }),
    async (c) => c.json(await unsubscribe(c.var.ctx, c.req.valid("param").id, c.req.valid("query").token), 200),
  );
