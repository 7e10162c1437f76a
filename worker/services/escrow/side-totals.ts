import { z } from "zod";
import type { SideMoneyTotals } from "../../contracts/orders";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";

const Sums = z.object({
  expected: z.number().nullable(),
  received: z.number().nullable(),
  held: z.number().nullable(),
  released: z.number().nullable(),
});

/**
 * The money of one side's orders in an escrowed order table (one with total, paid, held and released kobo columns),
 * summed in one read. `expected` is the SQL of what one order asks: each domain's own rule (a rent agreement that
 * lapsed before payment asks nothing), the order's total by default. `table`, `owner` and `expected` are constants
 * of the calling domain, never input; the owner's id is bound.
 */
export async function sideMoneyTotals(
  ctx: ServiceCtx,
  o: { table: string; owner: "payer_id" | "payee_id"; ownerId: string; expected?: string },
): Promise<SideMoneyTotals> {
  const t = await first(
    q(
      ctx,
      `SELECT SUM(${o.expected ?? "total_kobo"}) AS expected, SUM(paid_kobo) AS received, SUM(held_kobo) AS held,
       SUM(released_kobo) AS released FROM ${o.table} WHERE ${o.owner} = ?`,
      o.ownerId,
    ),
    Sums,
  );
  return {
    expectedKobo: t?.expected ?? 0,
    receivedKobo: t?.received ?? 0,
    heldKobo: t?.held ?? 0,
    releasedKobo: t?.released ?? 0,
  };
}
