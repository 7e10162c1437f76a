import { z } from "zod";
import { first, all, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { PAYOUT_MESSAGES, payoutAccount, type BankVerified, type PayoutAccount } from "../../contracts/money";
import { AUTH } from "../../contracts/constants";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import { newId, verifyPassword } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { consumeLimit } from "../platform/rate-limit";
import { activity } from "./ledger";
import { provider, viaProvider } from "./provider";

const words = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z\s]/g, " ")
    .split(/\s+/)
    .filter(
      (w) => w.length > 1 && !["LTD", "LIMITED", "PLC", "NIG", "NIGERIA", "ENTERPRISES", "ENT", "AND"].includes(w),
    );

/**
 * The bank's name for the account must be the verified holder's: every word of the person's first and
 * last name appears in it (banks add middle names and reorder), or, for a business, its company name.
 */
export function namesMatch(
  accountName: string,
  holder: { firstName: string; lastName: string | null; companyName?: string | null },
) {
  const have = new Set(words(accountName));
  const person = words(`${holder.firstName} ${holder.lastName ?? ""}`);
  if (person.length >= 2 && person.every((w) => have.has(w))) return true;
  const company = holder.companyName ? words(holder.companyName) : [];
  return company.length > 0 && company.every((w) => have.has(w)) && company.length >= have.size - 1;
}

const Holder = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  kycVerified: z.number().transform(Boolean),
  passwordHash: z.string(),
});
type Holder = z.infer<typeof Holder>;
async function holder(ctx: ServiceCtx, userId: string) {
  const h = await first(
    q(
      ctx,
      "SELECT first_name AS firstName, last_name AS lastName, company_name AS companyName, kyc_verified AS kycVerified, password_hash AS passwordHash FROM users WHERE id = ?",
      userId,
    ),
    Holder,
  );
  if (!h) throw new ApiError(401, MESSAGES.unauthorized);
  return { ...h, kycVerified: Boolean(h.kycVerified) };
}

/** A payout account row as the `PayoutAccount` contract names it. */
const PAYOUT_COLS =
  "id, bank_code AS bankCode, bank_name AS bankName, account_number AS accountNumber, account_name AS accountName, created_at AS createdAt";

export async function listBanks(ctx: ServiceCtx) {
  return { data: await viaProvider(() => provider(ctx.env).listBanks()) };
}

async function resolve(ctx: ServiceCtx, h: Holder, bankCode: string, accountNumber: string) {
  const pay = provider(ctx.env);
  const banks = await viaProvider(() => pay.listBanks());
  const bank = banks.find((b) => b.code === bankCode);
  if (!bank) throw fieldError("bankCode", PAYOUT_MESSAGES.unknownBank, 422);
  const resolved = await viaProvider(
    () => pay.resolveAccount(accountNumber, bankCode, `${h.firstName} ${h.lastName ?? ""}`.trim()),
    "accountNumber",
  );
  return { bank, accountName: resolved.accountName, matchesHolder: namesMatch(resolved.accountName, h) };
}

/** SPEC.md §7 "Bank verify": the name the bank holds, and whether it is the signed-in user's. */
export async function verifyBankAccount(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { bankCode: string; accountNumber: string },
): Promise<BankVerified> {
  const h = await holder(ctx, user.id);
  const r = await resolve(ctx, h, input.bankCode, input.accountNumber);
  return {
    accountName: r.accountName,
    accountNumber: input.accountNumber,
    bankCode: input.bankCode,
    bankName: r.bank.name,
    matchesHolder: r.matchesHolder,
  };
}

/**
 * SPEC.md §7 "Bank save": the password again (counted first, like sign-in), a KYC-verified holder, and a
 * resolved name that matches them. The provider's transfer recipient is created once, here.
 */
export async function savePayoutAccount(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { bankCode: string; accountNumber: string; password: string },
): Promise<PayoutAccount> {
  // Spent before the password is checked: a burst of guesses cannot get more than the limit evaluated.
  await consumeLimit(ctx, `payout-password:${user.id}`, AUTH.loginFailureLimit, AUTH.loginWindowMs);
  const h = await holder(ctx, user.id);
  if (!(await verifyPassword(input.password, h.passwordHash)))
    throw fieldError("password", PAYOUT_MESSAGES.wrongPassword, 422);
  if (!h.kycVerified)
    throw new ApiError(422, PAYOUT_MESSAGES.notVerified, [{ field: "kyc", message: PAYOUT_MESSAGES.notVerified }]);
  const r = await resolve(ctx, h, input.bankCode, input.accountNumber);
  if (!r.matchesHolder) throw fieldError("accountNumber", PAYOUT_MESSAGES.nameMismatch, 422);
  const { recipientCode } = await viaProvider(() =>
    provider(ctx.env).createRecipient({
      name: r.accountName,
      accountNumber: input.accountNumber,
      bankCode: input.bankCode,
    }),
  );
  const id = newId();
  // Saving the same account again brings it back (and refreshes its recipient) instead of duplicating it.
  const [saved] = await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO payout_accounts (id, user_id, bank_code, bank_name, account_number, account_name, recipient_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, bank_code, account_number) DO UPDATE SET account_name = excluded.account_name, recipient_code = excluded.recipient_code, removed_at = NULL
       RETURNING ${PAYOUT_COLS}`,
      id,
      user.id,
      input.bankCode,
      r.bank.name,
      input.accountNumber,
      r.accountName,
      recipientCode,
      ctx.now,
    ),
    activity(
      ctx,
      "payout_account.saved",
      { type: "user", id: user.id },
      { bank: r.bank.name, last4: input.accountNumber.slice(-4) },
      user.id,
    ),
  ]);
  return saved!.results[0] as PayoutAccount;
}

export async function listPayoutAccounts(ctx: ServiceCtx, user: AuthUser) {
  const results = await all(
    q(
      ctx,
      `SELECT ${PAYOUT_COLS}
     FROM payout_accounts WHERE user_id = ? AND removed_at IS NULL ORDER BY created_at DESC LIMIT 20`,
      user.id,
    ),
    payoutAccount,
  );
  return { data: results };
}

export async function removePayoutAccount(ctx: ServiceCtx, user: AuthUser, id: string) {
  const r = await q(
    ctx,
    "UPDATE payout_accounts SET removed_at = ? WHERE id = ? AND user_id = ? AND removed_at IS NULL",
    ctx.now,
    id,
    user.id,
  ).run();
  if (!r.meta.changes) throw new ApiError(404, MESSAGES.notFound);
  return { message: "The bank account was removed." };
}
