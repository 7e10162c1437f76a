import type { Context } from "hono";
import type { AppEnv } from "../../../lib/app-env";
import { jsonRoute, router } from "../../../lib/openapi";
import { currentUser, requireDeveloperOwner, requireUser } from "../../../lib/guards";
import {
  subAccountAnswer,
  subAccountEditByBodyInput,
  subAccountEditInput,
  subAccountIdQuery,
  subAccountInput,
  subAccountList,
} from "../../../contracts/projects";
import {
  editSubAccount,
  getSubAccount,
  inviteSubAccount,
  listSubAccounts,
  removeSubAccount,
} from "../../../services/projects";
import { idParam, message } from "../../params";
import { userById, userWithBody } from "../../steps";

/** Removing a sub account, named in the path or (SPEC §7's bare path) in the query. */
const removed = async (c: Context<AppEnv>, id: string) => {
  await removeSubAccount(c.var.ctx, currentUser(c), id);
  return c.json({ message: "The sub account was removed." }, 200);
};

/** SPEC §7: POST, PUT, GET, DELETE /v1/user/sub-developer-account (mounted at /v1). */
export const subDeveloperRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/user/sub-developer-account",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      response: subAccountList,
    }),
    async (c) => c.json(await listSubAccounts(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/user/sub-developer-account",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      body: subAccountInput,
      status: 201,
      response: subAccountAnswer,
      errors: { 422: "This Email Is Already Taken" },
    }),
    userWithBody(201, inviteSubAccount),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/user/sub-developer-account/{id}",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      params: idParam,
      response: subAccountAnswer,
    }),
    userById(getSubAccount),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/user/sub-developer-account/{id}",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      params: idParam,
      body: subAccountEditInput,
      response: subAccountAnswer,
    }),
    async (c) =>
      c.json(await editSubAccount(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/user/sub-developer-account/{id}",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      params: idParam,
      response: message,
    }),
    async (c) => removed(c, c.req.valid("param").id),
  )
  // SPEC §7 writes PUT and DELETE on the bare path too (the apps send the id in the body or the query).
  .openapi(
    jsonRoute({
      method: "put",
      path: "/user/sub-developer-account",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      body: subAccountEditByBodyInput,
      response: subAccountAnswer,
      errors: { 404: "No such sub account of yours" },
    }),
    async (c) => {
      const { id, ...edit } = c.req.valid("json");
      return c.json(await editSubAccount(c.var.ctx, currentUser(c), id, edit), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/user/sub-developer-account",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      query: subAccountIdQuery,
      response: message,
      errors: { 404: "No such sub account of yours" },
    }),
    async (c) => removed(c, c.req.valid("query").id),
  );
