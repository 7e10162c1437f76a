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

const TAGS = ["Wallet: refunds to your card, bank transfer and USSD"];

/** Money back to the card it came from; top-ups by your own account number and by USSD. */
export const walletPayRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/card-refunds",
      tags: TAGS,
      summary: __API_DOCS__ ? "Card payments you can send wallet money back to, and your refunds" : "",
      description: __API_DOCS__
        ? "availableKobo = min(what is left of the card payment, your balance). Refunds newest first (pending, processed, failed)."
        : "",
      secure: true,
      response: refundOptions,
    }),
    async (c) => c.json(await options(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/card-refunds",
      tags: TAGS,
      summary: __API_DOCS__ ? "Send wallet money back to your card" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key header. A Paystack refund against the card payment's reference: the amount leaves your balance at once (pending) and is done when the provider confirms (refund.processed); if the refund fails it comes back to your wallet. 422 when it is more than what is left of the card payment or in your wallet."
        : "",
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
    jsonRoute({
      method: "get",
      path: "/secure/wallet/virtual-account",
      tags: TAGS,
      summary: __API_DOCS__ ? "Your account number for top-ups by bank transfer" : "",
      description: __API_DOCS__
        ? "account is null until you ask for one (POST). sandbox: the local provider, which can simulate a transfer."
        : "",
      secure: true,
      response: virtualAccountState,
    }),
    async (c) => c.json(await accountState(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/virtual-account",
      tags: TAGS,
      summary: __API_DOCS__ ? "Get your account number (created on the first request)" : "",
      description: __API_DOCS__
        ? "A Paystack dedicated virtual account in your name. Safe to call again, and in parallel: every call answers the same account. Money transferred to it is added to your wallet once the bank confirms it (webhook). An Idempotency-Key header is optional."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Sandbox: simulate a bank transfer to your account number" : "",
      description: __API_DOCS__
        ? "Local sandbox only (404 otherwise): the sandbox's bank sends the signed charge.success webhook (channel dedicated_nuban) and your wallet is credited by it."
        : "",
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
    jsonRoute({
      method: "get",
      path: "/secure/wallet/ussd/banks",
      tags: TAGS,
      summary: __API_DOCS__ ? "Banks you can pay by USSD" : "",
      secure: true,
      response: ussdBanks,
    }),
    async (c) => c.json(banks(c.env), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/topup/ussd",
      tags: TAGS,
      summary: __API_DOCS__ ? "Top up by USSD: get the code to dial" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key header. A Paystack USSD charge (ussd.type = the bank's code, e.g. 737): dial ussdCode on the phone your bank knows; your wallet is credited once the bank confirms (webhook, or GET /v1/secure/wallet/verify?reference=)."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Sandbox: complete your USSD payment as if you dialled the code" : "",
      description: __API_DOCS__
        ? "Local sandbox only (404 otherwise). The sandbox's bank approves (or declines) and sends the signed webhook; answers the payment's status."
        : "",
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
