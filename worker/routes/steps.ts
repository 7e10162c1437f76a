import type { Context } from "hono";
import type { AppEnv } from "../lib/app-env";
import type { ServiceCtx } from "../lib/context";
import type { AuthUser } from "../contracts/auth";
import { currentUser } from "../lib/guards";
import { ApiError } from "../lib/errors";

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
