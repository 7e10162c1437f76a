import { jsonRoute, router, z } from "../../lib/openapi";
import { currentUser } from "../../lib/guards";
import { paymentStatus, topupInput, topupStarted, walletHistory, walletSummary } from "../../contracts/money";
import { startPayment, verifyOwnPayment } from "../../services/wallet/payments";
import { walletHistory as history, walletSummary as summary } from "../../services/wallet/history";
import { idempotent } from "../../services/idempotency";

const TAGS = ["Wallet"];

export const walletRoutes = router()
  .openapi(
    jsonRoute({ method: "get", path: "/secure/wallet", tags: TAGS, summary: "Wallet balance", description: "In kobo. pendingWithdrawalsKobo is already out of the balance.", secure: true, response: walletSummary }),
    async (c) => c.json(await summary(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/history",
      tags: TAGS,
      summary: "Wallet history by month",
      description: "month is YYYY-MM in Lagos time (default: this month). Newest first, each line with the balance right after it.",
      secure: true,
      query: z.object({ month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "month must be YYYY-MM").optional() }),
      response: walletHistory,
    }),
    async (c) => c.json(await history(c.var.ctx, currentUser(c), c.req.valid("query").month), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/wallet/topup",
      tags: TAGS,
      summary: "Start a wallet top-up",
      description:
        "Send an Idempotency-Key header. Answers the provider's authorizationUrl; the payer comes back to /dashboard/wallet/topup-callback?reference=. The wallet is credited once the provider confirms the payment (callback verify or webhook, whichever comes first).",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: topupInput,
      status: 201,
      response: topupStarted,
    }),
    async (c) => {
      const callbackUrl = `${new URL(c.req.url).origin}/dashboard/wallet/topup-callback`;
      return c.json(await startPayment(c.var.ctx, currentUser(c), { purpose: "topup", amountKobo: c.req.valid("json").amountKobo, callbackUrl }), 201);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/wallet/verify",
      tags: TAGS,
      summary: "Verify a payment (callback pages)",
      description: "Asks the provider and credits the wallet if it was paid; safe to call repeatedly. Only the payer's own references.",
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: paymentStatus,
    }),
    async (c) => c.json(await verifyOwnPayment(c.var.ctx, currentUser(c), c.req.valid("query").reference), 200),
  );
