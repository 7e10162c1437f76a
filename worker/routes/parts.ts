import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../lib/app-env";
import type { ServiceCtx } from "../lib/context";
import type { AuthUser } from "../contracts/auth";
import { jsonRoute } from "../lib/openapi";
import { childParams, message } from "./params";
import { childChange } from "./steps";

type Spec = Parameters<typeof jsonRoute>[0];
type Refusals = Spec["errors"];
type Change = (ctx: ServiceCtx, user: AuthUser, id: string, partId: string) => Promise<unknown>;

/** One row: [method, the part's path under the record, the sentence answered, the change, refusals]. */
export type PartChange = readonly [
  method: "put" | "delete",
  path: `/${string}}${string}`,
  done: string,
  change: Change,
  errors?: Refusals,
];

/**
 * Registers, in the order given, the routes that change one part of a record (a listing's photo, room or video
 * link, a project's photo) and answer with a sentence: `record` gives the record's path (with `{id}`) and who may
 * call; each row states only what differs. The part's id is the row path's last parameter.
 */
export function partChanges(
  app: OpenAPIHono<AppEnv>,
  record: Pick<Spec, "secure" | "middleware"> & { path: string },
  rows: readonly PartChange[],
) {
  const { path: recordPath, ...shared } = record;
  for (const [method, path, done, change, errors] of rows) {
    const part = /\{(\w+)\}[^{]*$/.exec(path)?.[1];
    if (!part) throw new Error(`${path} names no part`);
    const route = jsonRoute({
      ...shared,
      method,
      path: recordPath + path,
      params: childParams(part),
      response: message,
      errors,
    });
    app.openapi(route, childChange(part, done, change) as never);
  }
}
