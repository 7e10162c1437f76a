import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import {
  bankList,
  bankVerified,
  bankVerifyInput,
  payoutAccount,
  payoutAccountInput,
  payoutAccountList,
  paymentStatus,
  topupInput,
  topupStarted,
  walletHistory,
  walletSummary,
  withdrawal,
  withdrawInput,
  withdrawalList,
  payoutAccountRemoved,
} from "../../../contracts/money";
import {
  listBanks,
  listPayoutAccounts,
  removePayoutAccount,
  savePayoutAccount,
  verifyBankAccount,
} from "../../../services/wallet/payouts";
import { listWithdrawals, withdraw } from "../../../services/wallet/withdrawals";
import { startPayment, verifyOwnPayment } from "../../../services/wallet/payments";
import { walletHistory as history, walletSummary as summary } from "../../../services/wallet/history";
import { idempotent } from "../../idempotent";
import { userById, userWithBody } from "../../steps";

const TAGS = ["Wallet"];

export const walletRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet",
      tags: TAGS,
      summary: __API_DOCS__ ? "Wallet balance" : "",
      description: __API_DOCS__ ? "In kobo. pendingWithdrawalsKobo is already out of the balance." : "",
      secure: true,
      response: walletSummary,
    }),
    async (c) => c.json(await summary(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/history",
      tags: TAGS,
      summary: __API_DOCS__ ? "Wallet history by month" : "",
      description: __API_DOCS__
        ? "month is YYYY-MM in Lagos time (default: this month). Newest first, each line with the balance right after it."
        : "",
      secure: true,
      query: z.object({
        month: z
          .string()
          .regex(/^20\d\d-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
          .optional(),
      }),
      response: walletHistory,
    }),
    async (c) => c.json(await history(c.var.ctx, currentUser(c), c.req.valid("query").month), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/topup",
      tags: TAGS,
      summary: __API_DOCS__ ? "Start a wallet top-up" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key header. Answers the provider's authorizationUrl; the payer comes back to /dashboard/wallet/topup-callback?reference=. The wallet is credited once the provider confirms the payment (callback verify or webhook, whichever comes first)."
        : "",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: topupInput,
      status: 201,
      response: topupStarted,
    }),
    async (c) => {
      const callbackUrl = `${new URL(c.req.url).origin}/dashboard/wallet/topup-callback`;
      return c.json(
        await startPayment(c.var.ctx, currentUser(c), {
          purpose: "topup",
          amountKobo: c.req.valid("json").amountKobo,
          callbackUrl,
        }),
        201,
      );
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/verify",
      tags: TAGS,
      summary: __API_DOCS__ ? "Verify a payment (callback pages)" : "",
      description: __API_DOCS__
        ? "Asks the provider and credits the wallet if it was paid; safe to call repeatedly. Only the payer's own references."
        : "",
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: paymentStatus,
      errors: { 404: "No payment with this reference" },
    }),
    async (c) => c.json(await verifyOwnPayment(c.var.ctx, currentUser(c), c.req.valid("query").reference), 200),
  );

const BANK_TAGS = ["Wallet: bank accounts and withdrawals"];

export const payoutRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/banks",
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "Banks for payouts (SPEC §7 bank list)" : "",
      secure: true,
      response: bankList,
    }),
    async (c) => c.json(await listBanks(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/bank/verify",
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "Resolve an account number (SPEC §7 bank verify)" : "",
      description: __API_DOCS__
        ? "The name the bank holds for it, and whether it matches the signed-in, KYC-verified holder."
        : "",
      secure: true,
      body: bankVerifyInput,
      response: bankVerified,
      errors: { 422: "The bank could not resolve this account number" },
    }),
    userWithBody(200, verifyBankAccount),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/bank/accounts",
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "Saved payout accounts" : "",
      secure: true,
      response: payoutAccountList,
    }),
    async (c) => c.json(await listPayoutAccounts(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/bank/accounts",
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "Save a payout account (SPEC §7 bank save)" : "",
      description: __API_DOCS__
        ? "Needs the account password again, a KYC-verified user, and an account whose resolved name matches them (422 otherwise)."
        : "",
      secure: true,
      body: payoutAccountInput,
      status: 201,
      response: payoutAccount,
      errors: { 422: "Not KYC-verified yet, or the bank's name for the account does not match yours" },
    }),
    userWithBody(201, savePayoutAccount),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/bank/accounts/{id}",
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "Remove a payout account" : "",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      response: payoutAccountRemoved,
    }),
    userById(removePayoutAccount),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/withdraw",
      errors: { 422: "Identity not verified, unknown payout account, or not enough in the wallet" },
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "Withdraw to a saved bank account" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key header. The amount leaves the balance at once (pending); the transfer's outcome completes it, or reverses it back to the wallet (failed). 422 when the balance does not cover it."
        : "",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: withdrawInput,
      status: 201,
      response: withdrawal,
    }),
    async (c) => c.json(await withdraw(c.var.ctx, currentUser(c), c.req.valid("json"), c.var.idempotencyKey!), 201),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/withdrawals",
      tags: BANK_TAGS,
      summary: __API_DOCS__ ? "The caller's withdrawals, newest first" : "",
      secure: true,
      response: withdrawalList,
    }),
    async (c) => c.json(await listWithdrawals(c.var.ctx, currentUser(c)), 200),
  );
