import type { Hono } from "hono";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../lib/app-env";
import type { Schema } from "hono/types";

/** A path prefix and the routers mounted under it. */
type Group = readonly [prefix: string, ...routers: Hono<AppEnv, Schema, string>[]];

/**
 * A domain's mount function: each group's routers under its prefix, groups and routers in the order given,
 * which is the order they match and the order of their paths in the OpenAPI document. worker/app.ts calls
 * every domain's once.
 */
export const mountRouters =
  (...groups: Group[]) =>
  (app: OpenAPIHono<AppEnv>) => {
    for (const [prefix, ...routers] of groups) for (const routes of routers) app.route(prefix, routes);
  };
