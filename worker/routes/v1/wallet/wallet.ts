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

export const walletRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/secure/wallet", secure: true, response: walletSummary }), async (c) =>
    c.json(await summary(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/history",
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
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: paymentStatus,
      errors: { 404: "No payment with this reference" },
    }),
    async (c) => c.json(await verifyOwnPayment(c.var.ctx, currentUser(c), c.req.valid("query").reference), 200),
  );

export const payoutRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/secure/banks", secure: true, response: bankList }), async (c) =>
    c.json(await listBanks(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/bank/verify",
      secure: true,
      body: bankVerifyInput,
      response: bankVerified,
      errors: { 422: "The bank could not resolve this account number" },
    }),
    userWithBody(200, verifyBankAccount),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/bank/accounts", secure: true, response: payoutAccountList }),
    async (c) => c.json(await listPayoutAccounts(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/bank/accounts",
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
      secure: true,
      middleware: [idempotent({ required: true })],
      body: withdrawInput,
      status: 201,
      response: withdrawal,
    }),
    async (c) => c.json(await withdraw(c.var.ctx, currentUser(c), c.req.valid("json"), c.var.idempotencyKey!), 201),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/wallet/withdrawals", secure: true, response: withdrawalList }),
    async (c) => c.json(await listWithdrawals(c.var.ctx, currentUser(c)), 200),
  );
