import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { first, q } from "../../db/sql";
import { ORDER_MESSAGES as M } from "../../contracts/orders";
import type { AuthUser } from "../../contracts/auth";
import { settlePayment, startPayment } from "../wallet/payments";
import type { EscrowSpec } from "./engine";
import { orderView } from "./orders";
import { productByPurpose } from "./products";

/**
 * The one payment return of every product: the provider sends the payer back with ?reference=; this asks the
 * provider (crediting the wallet and running the purpose's hook at most once, whoever else races: the
 * webhook, a retry, the sweep) and answers the payment with the order it paid for, whose `link` is where
 * the payer goes next. Only the payer's own payment is found; another's reference is a 404.
 */
export async function returnFromPayment(ctx: ServiceCtx, userId: string, reference: string) {
  const payment = await settlePayment(ctx, reference, userId);
  const p = payment ? productByPurpose(payment.purpose) : undefined;
  if (!payment || !p?.payment)
    throw new ApiError(404, M.paymentNotFound, [{ field: "reference", message: M.paymentNotFound }]);
  const found = await first(
    q(
      ctx,
      "SELECT CAST(json_extract(purpose_data, ?) AS TEXT) AS id, purpose_data FROM payments WHERE reference = ? AND user_id = ?",
      `$.${p.payment.orderKey}`,
      reference,
      userId,
    ),
    z.object({ id: z.string().nullable(), purpose_data: z.string() }),
  );
  if (!found?.id) throw new ApiError(404, M.paymentNotFound, [{ field: "reference", message: M.paymentNotFound }]);
  const { data: order } = await orderView(ctx, userId, p.key, found.id);
  // A held product's money reached the order only if its hold entry was posted; otherwise the credit stayed in the
  // wallet (the order had ended). A product that is not held is paid by the payment itself.
  const held = p.spec
    ? await first(
        q(
          ctx,
          "SELECT 1 AS one FROM journal_entries WHERE idem_key = ?",
          `${p.spec.key}:${p.payment.leg?.(JSON.parse(found.purpose_data) as Record<string, unknown>) ?? "hold"}:${found.id}`,
        ),
        z.object({ one: z.number() }),
      )
    : null;
  const landed = payment.status !== "success" ? "none" : !p.spec || held ? "order" : "wallet";
  return { payment, order, landed: landed as "order" | "wallet" | "none" };
}

/**
 * A product's own payment callback page (a booking's, a stay's, a reservation's): settles the payment as the one
 * return above does and names the order it paid for, read by the product's declared order key. A reference of
 * another purpose, or another payer's, is a 404 with the domain's own message.
 */
export async function settleOwnPayment(
  ctx: ServiceCtx,
  userId: string,
  reference: string,
  purpose: string,
  notFound: string,
) {
  const payment = await settlePayment(ctx, reference, userId);
  const orderKey = productByPurpose(purpose)?.payment?.orderKey;
  if (!payment || payment.purpose !== purpose || !orderKey)
    throw new ApiError(404, notFound, [{ field: "reference", message: notFound }]);
  const found = await first(
    q(ctx, "SELECT json_extract(purpose_data, ?) AS id FROM payments WHERE reference = ?", `$.${orderKey}`, reference),
    z.object({ id: z.string() }),
  );
  return { payment, orderId: found!.id };
}

/**
 * A fresh payment link for an order held unpaid (a failed or abandoned attempt): the payment starts, then its
 * reference is written on the order, only while the order is still unpaid (the hold and its expiry stay).
 */
export async function startOrderPayment(
  ctx: ServiceCtx,
  user: AuthUser,
  order: { spec: EscrowSpec; id: string; unpaid: string },
  p: Parameters<typeof startPayment>[2] & { reference: string },
) {
  const { authorizationUrl } = await startPayment(ctx, user, p);
  await q(
    ctx,
    `UPDATE ${order.spec.table} SET payment_reference = ?, updated_at = ? WHERE id = ? AND status = ?`,
    p.reference,
    ctx.now,
    order.id,
    order.unpaid,
  ).run();
  return authorizationUrl;
}
