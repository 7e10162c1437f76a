import { jsonRoute, router } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import {
  cardRefund,
  cardRefundInput,
  refundOptions,
  sandboxCompleteInput,
  sandboxTransferDone,
  sandboxTransferInput,
  ussdBanks,
  ussdTopupInput,
  ussdTopupStarted,
  virtualAccountState,
} from "../../../contracts/wallet-pay";
import { paymentStatus } from "../../../contracts/money";
import { refundOptions as options, refundToCard } from "../../../services/wallet/card-refunds";
import {
  ensureVirtualAccount,
  simulateTransfer,
  virtualAccountState as accountState,
} from "../../../services/wallet/bank-transfers";
import { completeSandboxUssd, startUssdTopup, ussdBanks as banks } from "../../../services/wallet/ussd";
import { receiveWebhook } from "../../../services/wallet/webhooks";
import { idempotent } from "../../idempotent";
import { userWithBody } from "../../steps";

/** Money back to the card it came from; top-ups by your own account number and by USSD. */
export const walletPayRoutes = router()
  .openapi(
    jsonRoute({ method: "get", path: "/secure/wallet/card-refunds", secure: true, response: refundOptions }),
    async (c) => c.json(await options(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/card-refunds",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: cardRefundInput,
      status: 201,
      response: cardRefund,
      errors: {
        422: "Not your card payment, or more than its remainder or your balance",
        503: "The payment provider is not available",
      },
    }),
    async (c) => c.json(await refundToCard(c.var.ctx, currentUser(c), c.req.valid("json"), c.var.idempotencyKey!), 201),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/wallet/virtual-account", secure: true, response: virtualAccountState }),
    async (c) => c.json(await accountState(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/virtual-account",
      secure: true,
      middleware: [idempotent({ required: false })],
      response: virtualAccountState,
      errors: {
        409: "Your account number is still being created: retry in a moment",
        422: "The provider refused the request",
        503: "The payment provider is not available",
      },
    }),
    async (c) => c.json(await ensureVirtualAccount(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/virtual-account/sandbox-transfer",
      secure: true,
      body: sandboxTransferInput,
      response: sandboxTransferDone,
      errors: {
        404: "The payment sandbox is off",
        409: "You have no account number yet",
        503: "The transfer was not credited",
      },
    }),
    async (c) => {
      const ctx = c.var.ctx;
      return c.json(
        await simulateTransfer(ctx, currentUser(c), c.req.valid("json").amountKobo, (raw, sig) =>
          receiveWebhook(ctx, raw, sig),
        ),
        200,
      );
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/wallet/ussd/banks", secure: true, response: ussdBanks }),
    async (c) => c.json(banks(c.env), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/topup/ussd",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: ussdTopupInput,
      status: 201,
      response: ussdTopupStarted,
      errors: { 422: "Unknown bank, or the bank refused", 503: "The payment provider is not available" },
    }),
    userWithBody(201, startUssdTopup),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/topup/ussd/sandbox-complete",
      secure: true,
      body: sandboxCompleteInput,
      response: paymentStatus,
      errors: { 404: "The payment sandbox is off, or no USSD payment of yours has this reference" },
    }),
    async (c) => {
      const ctx = c.var.ctx;
      return c.json(
        await completeSandboxUssd(ctx, currentUser(c), c.req.valid("json"), (raw, sig) =>
          receiveWebhook(ctx, raw, sig),
        ),
        200,
      );
    },
  );
