import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { all, first, q, rows, type Stmt } from "../../db/sql";
import { formatNaira } from "../../contracts/naira";
import { ORDER_MESSAGES as M, type OrderQuery } from "../../contracts/orders";
import { productByKey, registeredProducts, type OrderRole, type Product } from "./products";

/**
 * The one order list and order view across products, read through what each product declared
 * (./products.ts). A page is one batch: per product and side, the owner's newest orders after the cursor
 * (each statement limited to the page, through the table's owner index), merged and cut to the page.
 * So a page reads at most (products × sides × page) rows however many orders a user has.
 */
const Row = z.object({
  product: z.string(),
  role: z.enum(["payer", "payee"]),
  id: z.string(),
  ref: z.string().nullable(),
  status: z.string(),
  amount_kobo: z.number().int(),
  title: z.string(),
  payer_name: z.string().nullable(),
  payee_name: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
type Row = z.infer<typeof Row>;

function columns(p: Product, role: OrderRole) {
  const l = p.list;
  return `'${p.key}' AS product, '${role}' AS role, o.id AS id, ${l.ref} AS ref, o.status AS status, ${l.amountKobo} AS amount_kobo,
    ${l.title} AS title, ${l.payerName} AS payer_name, ${l.payeeName} AS payee_name, o.created_at AS created_at, o.updated_at AS updated_at`;
}

/** The cursor is the last row's (created_at, id): opaque to clients, checked on the way in. */
const encodeCursor = (r: Pick<Row, "created_at" | "id">) => btoa(`${r.created_at}:${r.id}`).replace(/=+$/, "");
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null;
  try {
    const m = /^(\d{1,15}):([\w-]{1,64})$/.exec(atob(cursor));
    if (m) return { at: Number(m[1]), id: m[2]! };
  } catch {
    // fall through to the 400
  }
  throw new ApiError(400, M.badCursor, [{ field: "cursor", message: M.badCursor }]);
}

function shape(p: Product, r: Row) {
  const words = p.statuses[r.status];
  const role = r.role;
  return {
    product: p.key,
    productLabel: p.label,
    id: r.id,
    role,
    status: r.status,
    statusWords: words?.[role] ?? r.status,
    nextAction: words?.next?.[role] ?? null,
    title: r.title,
    amountKobo: r.amount_kobo,
    amount: formatNaira(r.amount_kobo),
    counterpart: (role === "payer" ? r.payee_name : r.payer_name) ?? "PropertyNG",
    link: p.list.link({ id: r.id, ref: r.ref }, role),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
export type OrderSummary = ReturnType<typeof shape>;

/** The signed-in user's orders, newest first, as payer, payee or both, of one product or all. */
export async function listOrders(ctx: ServiceCtx, userId: string, query: OrderQuery) {
  const after = decodeCursor(query.cursor);
  const chosen = registeredProducts().filter((p) => !query.product || p.key === query.product);
  const branches: Stmt[] = [];
  for (const p of chosen)
    for (const role of ["payer", "payee"] as const) {
      if (query.role && query.role !== role) continue;
      const owner = role === "payer" ? p.list.payer : p.list.payee;
      if (!owner) continue;
      branches.push(
        q(
          ctx,
          `SELECT ${columns(p, role)} FROM ${p.list.from} WHERE ${owner} = ?${p.list.where ? ` AND (${p.list.where})` : ""}${
            after ? " AND (o.created_at < ? OR (o.created_at = ? AND o.id < ?))" : ""
          } ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
          userId,
          ...(after ? [after.at, after.at, after.id] : []),
          query.perPage + 1,
        ),
      );
    }
  if (!branches.length) return { data: [], nextCursor: null };
  // One round trip; D1 caps the terms of a compound SELECT, so the branches are merged here instead.
  const found = (await ctx.env.DB.batch(branches))
    .flatMap((r) => rows(r, Row))
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, query.perPage + 1);
  const page = found.slice(0, query.perPage);
  return {
    data: page.map((r) => shape(productByKey(r.product)!, r)),
    nextCursor: found.length > query.perPage ? encodeCursor(page[page.length - 1]!) : null,
  };
}

const Event = z.object({
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  detail: z.string().nullable(),
  created_at: z.number().int(),
});

/**
 * An order's timeline, oldest first, read from the product's timeline table: the rows that name the order (in
 * its own column when the table is its parent's, a reservation's project).
 */
export async function orderTimeline(ctx: ServiceCtx, p: Product, orderId: string) {
  if (!p.spec) return [];
  const { table, orderColumn, orderIdColumn } = p.spec.events;
  const events = await all(
    q(
      ctx,
      `SELECT e.actor_id, u.first_name || ' ' || u.last_name AS actor_name, e.action, e.detail, e.created_at FROM ${table} e
       LEFT JOIN users u ON u.id = e.actor_id WHERE e.${orderIdColumn ?? orderColumn} = ? ORDER BY e.created_at, e.id LIMIT 200`,
      orderId,
    ),
    Event,
  );
  return events.map((e) => ({
    action: e.action,
    detail: e.detail,
    actor: e.actor_id ? (e.actor_name ?? "A member") : "PropertyNG",
    at: new Date(e.created_at).toISOString(),
  }));
}

/** One order of the signed-in user with its timeline; another user's order (or none) is a 404. */
export async function orderView(ctx: ServiceCtx, userId: string, productKey: string, id: string) {
  const p = productByKey(productKey);
  if (!p) throw new ApiError(404, M.notFound);
  const owners = (["payer", "payee"] as const).filter((r) => (r === "payer" ? p.list.payer : p.list.payee));
  const branches = owners.map(
    (role) =>
      `SELECT ${columns(p, role)} FROM ${p.list.from} WHERE o.id = ? AND ${role === "payer" ? p.list.payer : p.list.payee} = ?${
        p.list.where ? ` AND (${p.list.where})` : ""
      }`,
  );
  const r = await first(q(ctx, `${branches.join(" UNION ALL ")} LIMIT 1`, ...owners.flatMap(() => [id, userId])), Row);
  if (!r) throw new ApiError(404, M.notFound);
  return { data: { ...shape(p, r), timeline: await orderTimeline(ctx, p, id) } };
}
