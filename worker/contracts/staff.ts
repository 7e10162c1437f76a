// Worker-only (the SPA reads these through the OpenAPI types); named with .openapi(), so z comes extended from here.
import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { roles, users } from "../db/schema/users";
import { asNumber } from "./table-rows";
import { PERMISSIONS } from "./permissions";
import { pageOf } from "./listings";
import { optionalName, personName } from "./names";

/** Staff accounts and roles (routes/admin/staff.ts). */
export const STAFF_STATUSES = ["active", "deactivated"] as const;

export const STAFF_MESSAGES = {
  cannotGrant: "You can only grant permissions you hold yourself.",
  ownRole: "You cannot change your own role or the role you hold.",
  self: "You cannot change your own account here.",
  superAdmin: "Only a super admin can change a super admin account.",
  lastSuperAdmin: "The last active super admin cannot be deactivated or demoted.",
  roleInUse: "Move the staff who hold this role to another role first.",
  roleNameTaken: "A role with this name already exists.",
  roleMissing: "That role does not exist.",
  staffMissing: "That staff account does not exist.",
  emailTaken: "An account with this email already exists.",
  alreadyActive: "This account is already active.",
  alreadyDeactivated: "This account is already deactivated.",
} as const;

const permission = z.enum(PERMISSIONS);
const permissionSet = z.array(permission).max(PERMISSIONS.length * 2);

/**
 * A staff account: the user's own columns (drizzle-zod) and its role with what it grants. `status` stays plain text,
 * as the document has always typed it (the column's enum would make it an enum there).
 */
export const staffRow = createSelectSchema(users, { createdAt: asNumber })
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    username: true,
    accountType: true,
    roleId: true,
    createdAt: true,
  })
  .extend({ status: z.string(), roleName: z.string().nullable(), permissions: z.array(z.string()) })
  .openapi("StaffRow");
export const staffPage = pageOf(staffRow);
export const staffOne = z.object({ data: staffRow });

export const roleRow = createSelectSchema(roles, { createdAt: asNumber })
  .pick({ id: true, name: true, description: true, createdAt: true })
  .extend({ permissions: z.array(z.string()), staffCount: z.number(), editable: z.boolean() })
  .openapi("RoleRow");
/** `grantable`: the permissions the caller holds, so may put in a role. */
export const rolePage = pageOf(roleRow).extend({ grantable: z.array(z.string()) });
export const roleOne = z.object({ data: roleRow });

const firstName = personName("First name is required.");
const name = z.string().trim().min(1).max(60);
export const createStaffInput = z.object({
  firstName,
  lastName: optionalName().nullish(),
  email: z.string().trim().toLowerCase().email().max(120),
  roleId: z.string().min(1).max(64),
});
export const updateStaffInput = z.object({
  firstName: firstName.optional(),
  lastName: optionalName().nullish(),
  roleId: z.string().min(1).max(64).optional(),
});
export const createRoleInput = z.object({
  name,
  description: z.string().trim().max(200).nullish(),
  permissions: permissionSet,
});
export const updateRoleInput = z.object({
  name: name.optional(),
  description: z.string().trim().max(200).nullish(),
  permissions: permissionSet.optional(),
});
export const staffQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export const roleQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
});
