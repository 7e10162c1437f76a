import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { canList } from "../../contracts/constants";
import type { propertyInput } from "../../contracts/listing-input";
import type { createProjectInput } from "../../contracts/projects";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { fullName } from "../../contracts/names";
import { personColumns, toAuthUser } from "../accounts/users";
import { createProperty } from "../listings/write";
import { createProject } from "../projects/write";
import { projectDetail } from "../projects/read";
import { activityStatement } from "../platform/activity";

/**
 * The customer staff act for: 404 when there is no such active, non-admin account, 422 when its account cannot
 * do `what` (`may` says which can).
 */
async function customer(ctx: ServiceCtx, id: string, what: "list" | "add projects", may: (c: AuthUser) => boolean) {
  const row = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  if (!row || row.adminAccess || row.status !== "active") throw new ApiError(404, "There is no such customer account.");
  const found = toAuthUser(row, []);
  if (!may(found))
    throw new ApiError(422, `This account cannot ${what}.`, [
      { field: "id", message: `Choose a ${what === "list" ? "brokerage, company or agent" : "developer"} account.` },
    ]);
  return found;
}

/** The activity row of what staff made for a customer: logged under the staff member, naming the owner. */
const madeFor = (
  ctx: ServiceCtx,
  staff: AuthUser,
  owner: AuthUser,
  action: string,
  target: { type: string; id: string },
  after: Record<string, unknown>,
) => activityStatement(ctx, action, target, { ownerId: owner.id, after }, staff.id).run();

type ListingInput = z.infer<typeof propertyInput>;
type ProjectInput = z.infer<typeof createProjectInput>;
const isMainDeveloper = (c: AuthUser) => c.accountType === "developer" && c.subAccountType !== "sub_developer";

/**
 * Staff with CAN_ADD_LISTING add a listing on a customer's behalf: the listing service runs as the customer,
 * so its rules hold unchanged (account type, suspension, the plan's listing quota, publishable-or-draft; photos
 * must be the customer's own uploads, so staff usually save a draft). The activity log names the staff member.
 */
export async function addListingFor(ctx: ServiceCtx, staff: AuthUser, customerId: string, input: ListingInput) {
  const owner = await customer(ctx, customerId, "list", canList);
  const listing = await createProperty(ctx, owner, input);
  const after = { title: input.title, status: listing.status };
  await madeFor(ctx, staff, owner, "admin.listing.create_for_customer", { type: "property", id: listing.id }, after);
  return listing;
}

/** The same for a developer's project (CAN_ADD_PROJECT): created as the developer's, logged under the staff member. */
export async function addProjectFor(ctx: ServiceCtx, staff: AuthUser, customerId: string, input: ProjectInput) {
  const developer = await customer(ctx, customerId, "add projects", isMainDeveloper);
  const id = await createProject(ctx, developer, input);
  const after = { name: input.name };
  await madeFor(ctx, staff, developer, "admin.project.create_for_customer", { type: "project", id }, after);
  return projectDetail(ctx, developer, id);
}

/**
 * The customers staff may act for: active, non-admin accounts of the given types (listers or developers,
 * sub accounts left out), searched by email, username, name or company; newest first, 20 at most.
 */
export async function findCustomers(ctx: ServiceCtx, types: readonly string[], search: string | undefined) {
  const s = search?.trim().toLowerCase();
  const rows = await ctx.db
    .select({ ...personColumns, accountType: users.accountType, companyName: users.companyName })
    .from(users)
    .where(
      and(
        eq(users.status, "active"),
        eq(users.adminAccess, false),
        inArray(users.accountType, [...types]),
        sql`coalesce(${users.subAccountType}, '') != 'sub_developer'`,
        s
          ? or(
              sql`instr(lower(${users.email}), ${s}) > 0`,
              sql`instr(lower(${users.username}), ${s}) > 0`,
              sql`instr(lower(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), ${s}) > 0`,
              sql`instr(lower(coalesce(${users.companyName}, '')), ${s}) > 0`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(20)
    .all();
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.companyName || fullName(r.firstName, r.lastName),
      email: r.email,
      accountType: r.accountType,
    })),
  };
}
