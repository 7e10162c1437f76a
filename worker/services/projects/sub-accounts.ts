import { z } from "zod";
import { first, all, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { PROJECT_MESSAGES as M, SUB_ACCOUNT_RIGHT_LABELS, type SubAccountRight } from "../../contracts/projects";
import { ApiError } from "../../lib/errors";
import { newId, randomToken, sha256Hex } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activity } from "../wallet/ledger";
import { layout, sendEmail } from "../platform/email";
import { actingDeveloper } from "./access";

/** An invitation link works this long (a reset link is an hour; a new colleague may open it days later). */
const INVITE_MS = 7 * 24 * 3600_000;

const SubRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  rights: z.string(),
  created_at: z.number(),
  active: z.number(),
});
type SubRow = z.infer<typeof SubRow>;

const SUB_SELECT = `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.phone, s.rights, s.created_at,
  u.password_hash NOT LIKE 'invite$%' AS active
  FROM developer_sub_accounts s JOIN users u ON u.id = s.user_id`;

const view = (r: SubRow) => ({
  id: r.id,
  email: r.email,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  rights: JSON.parse(r.rights) as SubAccountRight[],
  state: r.active ? ("active" as const) : ("invited" as const),
  createdAt: r.created_at,
});

/** Only the developer account itself manages its staff (a sub account cannot create more). */
async function developerItself(ctx: ServiceCtx, user: AuthUser) {
  const acting = await actingDeveloper(ctx, user);
  if (acting.isSub) throw new ApiError(403, M.ownerOnly);
  return acting.developerId;
}

export async function listSubAccounts(ctx: ServiceCtx, user: AuthUser) {
  const parent = await developerItself(ctx, user);
  const results = await all(
    q(ctx, `${SUB_SELECT} WHERE s.parent_id = ? ORDER BY s.created_at DESC LIMIT 200`, parent),
    SubRow,
  );
  return { data: results.map(view) };
}

async function mine(ctx: ServiceCtx, parent: string, id: string) {
  const r = await first(q(ctx, `${SUB_SELECT} WHERE s.user_id = ? AND s.parent_id = ?`, id, parent), SubRow);
  if (!r) throw new ApiError(404, M.subAccountGone);
  return r;
}

export async function getSubAccount(ctx: ServiceCtx, user: AuthUser, id: string) {
  return { data: view(await mine(ctx, await developerItself(ctx, user), id)) };
}

const taken = () => new ApiError(422, M.emailTaken, [{ field: "email", message: M.emailTaken }]);

/**
 * Invites a colleague: a developer account acting for this developer only, with the chosen rights. It has no
 * usable password until the colleague opens the emailed link (the reset-password page) and chooses one.
 */
export async function inviteSubAccount(
  ctx: ServiceCtx,
  user: AuthUser,
  input: {
    email: string;
    firstName: string;
    lastName?: string | null;
    phone?: string | null;
    rights: SubAccountRight[];
  },
) {
  const parent = await developerItself(ctx, user);
  if (await q(ctx, "SELECT 1 FROM users WHERE email = ?", input.email).first()) throw taken();
  const id = newId();
  const token = randomToken();
  const username = `${
    input.email
      .split("@")[0]!
      .replace(/[^a-z0-9_]/g, "")
      .slice(0, 20) || "staff"
  }_${randomToken(3)
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 4)}`;
  const unusable = `invite$${randomToken(24)}`;
  const company = await first(
    q(ctx, "SELECT company_name, first_name FROM users WHERE id = ?", parent),
    z.object({ company_name: z.string().nullable(), first_name: z.string() }),
  );
  const rights = [...new Set(input.rights)];
  try {
    await ctx.env.DB.batch([
      q(
        ctx,
        `INSERT INTO users (id, first_name, last_name, email, username, phone, password_hash, account_type, sub_account_type, company_name, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'developer', 'sub_developer', ?, 'active', ?, ?)`,
        id,
        input.firstName,
        input.lastName ?? null,
        input.email,
        username,
        input.phone ?? null,
        unusable,
        company?.company_name ?? null,
        ctx.now,
        ctx.now,
      ),
      q(
        ctx,
        "INSERT INTO developer_sub_accounts (user_id, parent_id, rights, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        id,
        parent,
        JSON.stringify(rights),
        ctx.now,
        ctx.now,
      ),
      q(
        ctx,
        "INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
        newId(),
        id,
        await sha256Hex(token),
        ctx.now,
        ctx.now + INVITE_MS,
      ),
      activity(
        ctx,
        "developer.sub_account.create",
        { type: "user", id },
        { before: null, after: { email: input.email, rights } },
        user.id,
      ),
    ]);
  } catch (e) {
    if (
      /UNIQUE constraint failed: users\.(email|username)/.test(
        `${String((e as Error)?.message)} ${String((e as { cause?: Error })?.cause?.message ?? "")}`,
      )
    )
      throw taken();
    throw e;
  }
  const from = company?.company_name || company?.first_name || "Your developer";
  const url = `${ctx.env.APP_URL}/amnesia/reset-password?token=${encodeURIComponent(token)}`;
  const what = rights.map((r) => SUB_ACCOUNT_RIGHT_LABELS[r]).join("; ");
  await sendEmail(ctx, "sub_developer_invite", {
    to: input.email,
    subject: `${from} invited you to manage projects on PropertyNG`,
    text: `Hello ${input.firstName},\n\n${from} added you to its team on PropertyNG. You can: ${what}.\nYour username is ${username}. Open this link within 7 days to choose your password:\n${url}`,
    html: layout(
      "You were invited to a developer's team",
      [
        `Hello ${input.firstName},`,
        `${from} added you to its team on PropertyNG. You can: ${what}.`,
        `Your username is ${username}. The link works for 7 days.`,
      ],
      { label: "Choose my password", url },
    ),
  });
  return { data: view(await mine(ctx, parent, id)) };
}

export async function editSubAccount(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { firstName?: string; lastName?: string | null; phone?: string | null; rights?: SubAccountRight[] },
) {
  const parent = await developerItself(ctx, user);
  const before = view(await mine(ctx, parent, id));
  const rights = input.rights ? [...new Set(input.rights)] : before.rights;
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE developer_sub_accounts SET rights = ?, updated_at = ? WHERE user_id = ? AND parent_id = ?",
      JSON.stringify(rights),
      ctx.now,
      id,
      parent,
    ),
    q(
      ctx,
      "UPDATE users SET first_name = ?, last_name = ?, phone = ?, updated_at = ? WHERE id = ? AND EXISTS (SELECT 1 FROM developer_sub_accounts WHERE user_id = ? AND parent_id = ?)",
      input.firstName ?? before.firstName,
      input.lastName !== undefined ? input.lastName : before.lastName,
      input.phone !== undefined ? input.phone : before.phone,
      ctx.now,
      id,
      id,
      parent,
    ),
    activity(
      ctx,
      "developer.sub_account.update",
      { type: "user", id },
      {
        before: { rights: before.rights, firstName: before.firstName },
        after: { rights, firstName: input.firstName ?? before.firstName },
      },
      user.id,
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(404, M.subAccountGone);
  return { data: view(await mine(ctx, parent, id)) };
}

/** Removal is immediate: the row that gives rights goes, the account is deactivated and its sessions end. */
export async function removeSubAccount(ctx: ServiceCtx, user: AuthUser, id: string) {
  const parent = await developerItself(ctx, user);
  await mine(ctx, parent, id);
  const [res] = await ctx.env.DB.batch([
    q(ctx, "DELETE FROM developer_sub_accounts WHERE user_id = ? AND parent_id = ?", id, parent),
    q(ctx, "UPDATE users SET status = 'deactivated', updated_at = ? WHERE id = ? AND changes() = 1", ctx.now, id),
    q(
      ctx,
      "UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ? AND status = 'deactivated')",
      ctx.now,
      id,
      id,
    ),
    q(
      ctx,
      "UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ? AND status = 'deactivated')",
      ctx.now,
      id,
      id,
    ),
    activity(
      ctx,
      "developer.sub_account.remove",
      { type: "user", id },
      { before: { parentId: parent }, after: null },
      user.id,
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(404, M.subAccountGone);
}
