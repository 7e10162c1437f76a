import { formatNaira } from "../../../contracts/naira";
import { MONEY_MESSAGES } from "../../../contracts/money";
import { ApiError } from "../../../lib/errors";
import { parseOr400, router, z } from "../../../lib/openapi";
import { paymentProvider, sandboxCharge, sandboxSettle } from "../../../integrations/payments";
import { receiveWebhook } from "../../../services/wallet/webhooks";
import { html } from "../../../lib/html";

const sandboxOnly = (env: Env) => {
  if (paymentProvider(env)?.name !== "sandbox") throw new ApiError(404, "The payment sandbox is off.");
};

const payForm = z.object({ reference: z.string().trim().min(1).max(120), outcome: z.enum(["success", "failed"]) });

/** Provider callbacks: the webhook (Paystack or the sandbox) and the sandbox's own checkout. No bearer token. */
export const paymentRoutes = router();

// Paystack signs the raw body: read it as text, check the signature, then parse.
paymentRoutes.post("/payments/paystack/webhook", async (c) => {
  const raw = await c.req.text();
  const result = await receiveWebhook(c.var.ctx, raw, c.req.header("x-paystack-signature"));
  return c.json({ received: true, ...result }, 200);
});

paymentRoutes.get("/payments/sandbox/checkout", async (c) => {
  sandboxOnly(c.env);
  const { reference } = parseOr400(z.object({ reference: z.string().trim().min(1).max(120) }), c.req.query());
  const row = await sandboxCharge(c.env, reference);
  if (!row) throw new ApiError(404, MONEY_MESSAGES.paymentNotFound);
  const amount = formatNaira(row.amount_kobo);
  const done = row.status !== "pending";
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width,initial-scale=1" />
          <title>Sandbox checkout · PropertyNG</title>
        </head>
        <body style="font-family:system-ui,sans-serif;background:#f4f6f5;margin:0;padding:40px 16px;color:#1f2937">
          <main
            style="max-width:420px;margin:auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08)"
          >
            <p style="margin:0 0 4px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#b45309">
              Sandbox · no real money moves
            </p>
            <h1 style="font-size:22px;margin:0 0 16px">Pay ${amount}</h1>
            <p style="margin:0 0 4px;color:#4b5563">${row.email}</p>
            <p style="margin:0 0 24px;color:#6b7280;font-size:12px">Reference ${reference}</p>
            ${
              done
                ? html`<p>This payment is already ${row.status}.</p>`
                : html`<form method="post" action="/v1/payments/sandbox/pay">
                    <input type="hidden" name="reference" value="${reference}" />
                    <button
                      name="outcome"
                      value="success"
                      style="width:100%;padding:14px;border:0;border-radius:10px;background:#0f7a4a;color:#fff;font-size:16px;cursor:pointer"
                    >
                      Pay ${amount}
                    </button>
                    <button
                      name="outcome"
                      value="failed"
                      style="width:100%;margin-top:10px;padding:12px;border:1px solid #d1d5db;border-radius:10px;background:#fff;font-size:14px;cursor:pointer"
                    >
                      Simulate a failed payment
                    </button>
                  </form>`
            }
          </main>
        </body>
      </html>`,
  );
});

// The payer's choice: recorded on the sandbox's side, announced through the same signed webhook Paystack
// would send, then the payer goes back to the callback page like Paystack's redirect (?reference=&trxref=).
paymentRoutes.post("/payments/sandbox/pay", async (c) => {
  sandboxOnly(c.env);
  const form = parseOr400(
    payForm,
    Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === "string" ? v : ""])),
  );
  const settled = await sandboxSettle(c.env, form.reference, form.outcome);
  if (!settled) throw new ApiError(404, MONEY_MESSAGES.paymentNotFound);
  await receiveWebhook(c.var.ctx, settled.rawBody, settled.signature);
  const back = new URL(settled.callbackUrl ?? "/dashboard/wallet", new URL(c.req.url).origin);
  back.searchParams.set("reference", form.reference);
  back.searchParams.set("trxref", form.reference);
  return c.redirect(back.pathname + back.search, 303);
});
