// Worker-only (the SPA reads these through the OpenAPI types); named with .openapi(), so z comes extended from here.
import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { activityLogs, apiLogs } from "../db/schema/system";
import { adminUserRow as adminUserFields } from "./admin-users";
import { asNumber } from "./table-rows";
import { authUser } from "./auth";
import { pageOf } from "./listings";

/** The back office's answers (routes/admin/back-office.ts, routes/admin/auth.ts). */
export const adminUserRow = adminUserFields.openapi("AdminUserRow");
export const adminUserPage = pageOf(adminUserRow);

/** A line of the activity log as the table holds it (drizzle-zod), with the actor and the target named. */
export const activityLogRow = createSelectSchema(activityLogs, { createdAt: asNumber })
  .extend({
    actorName: z.string().nullable(),
    actorEmail: z.string().nullable(),
    /** The object acted on, named: a listing's or article's title, a person's name (null when it is gone). */
    targetName: z.string().nullable(),
  })
  .openapi("ActivityLogRow");
/** Staff who have acted, for the log's "by" filter. */
export const activityActors = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export const activityLogPage = pageOf(activityLogRow);

export const permissionList = z.object({ data: z.array(z.object({ name: z.string(), description: z.string() })) });
/** Each permission with the roles that grant it and the staff who hold it through them (super admins hold all). */
export const permissionHolders = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      roles: z.array(z.object({ id: z.string(), name: z.string(), staffCount: z.number() })),
      staffCount: z.number(),
      /** Whether the asking staff member holds it, so may grant it. */
      grantable: z.boolean(),
    }),
  ),
  superAdmins: z.number(),
});
export const servicesStatus = z.object({
  services: z.array(
    z.object({
      name: z.string(),
      status: z.enum(["up", "down", "degraded"]),
      latencyMs: z.number().nullable(),
      detail: z.string().nullable(),
    }),
  ),
  serverErrorsLastHour: z.number(),
  /** Each cron job's last run (null fields: it has not run yet). */
  cronRuns: z.array(
    z.object({
      job: z.string(),
      schedule: z.string(),
      startedAt: z.number().nullable(),
      finishedAt: z.number().nullable(),
      ok: z.boolean().nullable(),
      error: z.string().nullable(),
    }),
  ),
  checkedAt: z.number(),
});

/** GET /admin/api/api-logs (keyset paging). */
export const apiLogRow = createSelectSchema(apiLogs, { status: asNumber, durationMs: asNumber, createdAt: asNumber })
  .omit({ ip: true })
  .openapi("ApiLogRow");
export const apiLogPage = z.object({ data: z.array(apiLogRow), nextCursor: z.string().nullable() });

export const adminMenuItem = z.object({ path: z.string(), label: z.string(), permission: z.string().nullable() });
export const adminMe = z.object({ user: authUser, menu: z.array(adminMenuItem) });

/** GET /v1/health. */
export const health = z
  .object({
    /** "degraded" when a dependency is down or a provider setting is missing (the worker still answers). */
    status: z.enum(["ok", "degraded"]),
    time: z.string(),
    database: z.enum(["ok", "down"]),
    storage: z.enum(["ok", "down"]),
    rooms: z.enum(["ok", "down"]),
    /** Configuration warnings by name (never values): a provider chosen without its key, a missing binding. */
    config: z.array(z.string()),
  })
  .openapi("Health");
