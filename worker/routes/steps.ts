import type { Context, TypedResponse } from "hono";
import type { AppEnv } from "../lib/app-env";
import type { ServiceCtx } from "../lib/context";
import type { AuthUser } from "../contracts/auth";
import type { JSONParsed } from "hono/utils/types";
import { currentUser } from "../lib/guards";
import { ApiError } from "../lib/errors";
import type { PaidRequest } from "../services/wallet/payments";

/**
 * The handler of a step the signed-in user takes on one thing (path parameter `id`: a booking, a review) with one
 * field of the body (`field`): answers `{ data }`, the thing as the step left it.
 */
export const stepWith =
  <const K extends string, V, T>(
    field: K,
    step: (ctx: ServiceCtx, user: AuthUser, id: string, value: V) => Promise<T>,
  ) =>
  async (c: Context<AppEnv, string, { out: { param: { id: string }; json: Record<K, V> } }>) =>
    c.json({ data: await step(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")[field]) }, 200);

/**
 * The handler of a change the signed-in user makes to one part of a record (path parameters `id` and `child`: a
 * listing's photo or room, a project's video link), answered with the sentence `done`.
 */
export const childChange =
  <K extends string>(
    child: K,
    done: string,
    change: (ctx: ServiceCtx, user: AuthUser, id: string, childId: string) => Promise<unknown>,
  ) =>
  async (c: ChildContext<K>) => {
    const p = c.req.valid("param");
    await change(c.var.ctx, currentUser(c), p.id, p[child]);
    return c.json({ message: done }, 200);
  };
type ChildContext<K extends string> = Context<AppEnv, string, { out: { param: { id: string } & Record<K, string> } }>;

/** What a read of one thing found, or the 404 with `message` when it found nothing. */
export const orNotFound = <T>(found: T | null | undefined, message: string): T => {
  if (found === null || found === undefined) throw new ApiError(404, message);
  return found;
};

/*
 * The one-line handlers most routes share: a service called with the request's query, its path `id`, the signed-in
 * user or its JSON body, answered as it returns. The answer's type is spelled out (Answer<T>) and c.json is given
 * `never`: left to infer c.json's answer from a generic T, the type checker runs out of memory.
 */
type Answer<T, S extends 200 | 201 = 200> = Response & TypedResponse<JSONParsed<T>, S, "json">;
type DataAnswer<T> = Answer<{ data: T }>;
type Valid<Out extends object> = Context<AppEnv, string, { out: Out }>;

/** A read by the request's query (a page of rows, a report): answers what `read` returns. */
export const byQuery =
  <Q extends object, T>(read: (ctx: ServiceCtx, query: Q) => Promise<T>) =>
  async (c: Valid<{ query: Q }>) =>
    c.json((await read(c.var.ctx, c.req.valid("query"))) as never, 200) as Answer<T>;

/** A read or step on one record (path parameter `id`) that needs no caller: answers what `act` returns. */
export const byId =
  <T>(act: (ctx: ServiceCtx, id: string) => Promise<T>) =>
  async (c: Valid<{ param: { id: string } }>) =>
    c.json((await act(c.var.ctx, c.req.valid("param").id)) as never, 200) as Answer<T>;

/** The signed-in user's read or step on one thing (path parameter `id`): answers what `act` returns. */
export const userById =
  <T>(act: (ctx: ServiceCtx, user: AuthUser, id: string) => Promise<T>) =>
  async (c: Valid<{ param: { id: string } }>) =>
    c.json((await act(c.var.ctx, currentUser(c), c.req.valid("param").id)) as never, 200) as Answer<T>;

/** userById answered as `{ data }`. */
export const userByIdData =
  <T>(act: (ctx: ServiceCtx, user: AuthUser, id: string) => Promise<T>) =>
  async (c: Valid<{ param: { id: string } }>) =>
    c.json({ data: await act(c.var.ctx, currentUser(c), c.req.valid("param").id) } as never, 200) as DataAnswer<T>;

/** The signed-in user's request with a JSON body: answers what `act` returns, with `status`. */
export const userWithBody =
  <B extends object, T, S extends 200 | 201>(
    status: S,
    act: (ctx: ServiceCtx, user: AuthUser, body: B) => Promise<T>,
  ) =>
  async (c: Valid<{ json: B }>) =>
    c.json((await act(c.var.ctx, currentUser(c), c.req.valid("json"))) as never, status) as Answer<T, S>;

/** The signed-in user's read by the request's query (a page of their rows): answers what `read` returns. */
export const userByQuery =
  <Q extends object, T>(read: (ctx: ServiceCtx, user: AuthUser, query: Q) => Promise<T>) =>
  async (c: Valid<{ query: Q }>) =>
    c.json((await read(c.var.ctx, currentUser(c), c.req.valid("query"))) as never, 200) as Answer<T>;

/**
 * The signed-in user's paid step on one thing (path parameter `id`) with a JSON body, on a route that requires an
 * Idempotency-Key (idempotent({ required: true })): answers what `pay` returns, with `status`.
 */
export const paidStep =
  <B extends object, T, S extends 200 | 201>(
    status: S,
    pay: (ctx: ServiceCtx, user: AuthUser, id: string, body: B, request: PaidRequest) => Promise<T>,
  ) =>
  async (c: Valid<{ param: { id: string }; json: B }>) => {
    const request = { key: c.var.idempotencyKey!, origin: new URL(c.req.url).origin };
    const answer = await pay(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json"), request);
    return c.json(answer as never, status) as Answer<T, S>;
  };

/** A change to one record (path parameter `id`) with a JSON body that needs no caller: answers what `act` returns. */
export const byIdWithBody =
  <B extends object, T>(act: (ctx: ServiceCtx, id: string, body: B) => Promise<T>) =>
  async (c: Valid<{ param: { id: string }; json: B }>) =>
    c.json((await act(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))) as never, 200) as Answer<T>;
