import { z } from "zod";
import { first, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES } from "../../contracts/money";
import { PAY_MESSAGES } from "../../contracts/wallet-pay";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { paymentProvider, sandboxSettle, USSD_BANKS } from "../../integrations/payments";
import { provider, viaProvider } from "./provider";
import { failPendingPayment, settlePayment } from "./payments";

/**
 * Top-ups by USSD: Paystack's `POST /charge` with `ussd.type` gives the code to dial; the payer
 * dials it and the bank's approval arrives as `charge.success` (channel ussd), settled like every payment
 * (our verify, entry `payment:<reference>` once). The row is written first (pending), then the code is asked for.
 */
export function ussdBanks(env: Env) {
  return {
    data: USSD_BANKS.map((b) => ({ code: b.code, name: b.name })),
    sandbox: paymentProvider(env)?.name === "sandbox",
  };
}

export async function startUssdTopup(ctx: ServiceCtx, user: AuthUser, input: { amountKobo: number; bank: string }) {
  const bank = USSD_BANKS.find((b) => b.code === input.bank);
  if (!bank)
    throw new ApiError(422, PAY_MESSAGES.unknownUssdBank, [{ field: "bank", message: PAY_MESSAGES.unknownUssdBank }]);
  const pay = provider(ctx.env);
  const reference = `PNG-U-${crypto.randomUUID()}`;
  await q(
    ctx,
    `INSERT INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, channel, created_at, updated_at)
     VALUES (?, ?, 'topup', ?, ?, ?, 'pending', 'ussd', ?, ?)`,
    reference,
    user.id,
    JSON.stringify({ ussdBank: bank.code }),
    input.amountKobo,
    pay.name,
    ctx.now,
    ctx.now,
  ).run();
  try {
    const c = await viaProvider(
      () =>
        pay.chargeUssd({
          email: user.email,
          amountKobo: input.amountKobo,
          reference,
          bank: bank.code,
          metadata: { purpose: "topup", userId: user.id },
        }),
      "bank",
    );
    return {
      reference,
      amountKobo: input.amountKobo,
      bankName: bank.name,
      ussdCode: c.ussdCode,
      displayText: c.displayText,
    };
  } catch (e) {
    await failPendingPayment(ctx, reference);
    throw e;
  }
}

/** Sandbox only: "I dialled it" — the sandbox's bank approves (or declines) your pending USSD payment and sends the signed webhook. */
export async function completeSandboxUssd(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { reference: string; outcome: "success" | "failed" },
  deliver: (rawBody: string, signature: string) => Promise<unknown>,
) {
  if (paymentProvider(ctx.env)?.name !== "sandbox") throw new ApiError(404, PAY_MESSAGES.sandboxOnly);
  const mine = await first(
    q(
      ctx,
      "SELECT status FROM payments WHERE reference = ? AND user_id = ? AND channel = 'ussd'",
      input.reference,
      user.id,
    ),
    z.object({ status: z.string() }),
  );
  if (!mine)
    throw new ApiError(404, MONEY_MESSAGES.paymentNotFound, [
      { field: "reference", message: MONEY_MESSAGES.paymentNotFound },
    ]);
  const settled = await sandboxSettle(ctx.env, input.reference, input.outcome);
  if (!settled)
    throw new ApiError(404, MONEY_MESSAGES.paymentNotFound, [
      { field: "reference", message: MONEY_MESSAGES.paymentNotFound },
    ]);
  await deliver(settled.rawBody, settled.signature);
  return (await settlePayment(ctx, input.reference, user.id))!;
}
