import { createFileRoute } from "@tanstack/react-router";
import { ORDER_PRODUCTS, type OrderProduct } from "@contracts/order-products";
import { OrdersPage, type OrdersSide, type OrdersTab } from "../../../features/orders/orders-page";

const SIDES = ["payer", "payee"] as const;

/** /dashboard/orders: every paid order of mine across products, by product tab and side. */
export const Route = createFileRoute("/_dashboard/dashboard/orders")({
  validateSearch: (s: Record<string, unknown>): { product?: OrderProduct; side?: "payer" | "payee" } => ({
    product: ORDER_PRODUCTS.includes(s.product as OrderProduct) ? (s.product as OrderProduct) : undefined,
    side: SIDES.includes(s.side as "payer") ? (s.side as "payer" | "payee") : undefined,
  }),
  head: () => ({ meta: [{ title: "Orders · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { product, side } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      tab={product ?? "all"}
      side={side ?? "both"}
      onChange={(n: { tab: OrdersTab; side: OrdersSide }) =>
        void navigate({
          search: { product: n.tab === "all" ? undefined : n.tab, side: n.side === "both" ? undefined : n.side },
        })
      }
    />
  );
}
