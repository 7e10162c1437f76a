import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ORDER_PRODUCTS, ORDER_PRODUCT_LABELS, type OrderProduct } from "@contracts/order-products";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ordersKey, ordersPage, type OrderFilter } from "./api";

export type OrdersTab = OrderProduct | "all";
export type OrdersSide = "payer" | "payee" | "both";

const SIDES: { value: OrdersSide; label: string }[] = [
  { value: "both", label: "All" },
  { value: "payer", label: "I pay" },
  { value: "payee", label: "I am paid" },
];

/**
 * /dashboard/orders: every paid order of the signed-in user (inspections, short stays, unit reservations,
 * banner ads), as payer and as payee, newest first, by product tab, with "Show more" along the cursor.
 */
export function OrdersPage({
  tab,
  side,
  onChange,
}: {
  tab: OrdersTab;
  side: OrdersSide;
  onChange: (next: { tab: OrdersTab; side: OrdersSide }) => void;
}) {
  const filter: OrderFilter = {
    ...(tab === "all" ? {} : { product: tab }),
    ...(side === "both" ? {} : { role: side }),
  };
  const q = useInfiniteQuery({
    queryKey: ordersKey(filter),
    queryFn: ({ pageParam }) => ordersPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const orders = q.data?.pages.flatMap((p) => p.data) ?? [];
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-ink-900">Orders</h1>
        <div role="group" aria-label="Side" className="flex gap-1">
          {SIDES.map((s) => (
            <Button
              key={s.value}
              size="sm"
              variant={side === s.value ? "primary" : "outline"}
              aria-pressed={side === s.value}
              onClick={() => onChange({ tab, side: s.value })}
            >
              {s.label}
            </Button>
          ))}
        </div>
      </div>
      <Tabs value={tab} onValueChange={(v) => onChange({ tab: v as OrdersTab, side })}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="all">All</TabsTrigger>
          {ORDER_PRODUCTS.map((p) => (
            <TabsTrigger key={p} value={p}>
              {ORDER_PRODUCT_LABELS[p]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="space-y-4">
          {q.isPending ? (
            <div role="status" className="flex items-center gap-3 text-ink-700">
              <Spinner /> Loading your orders…
            </div>
          ) : q.isError && !orders.length ? (
            <Alert variant="danger" title="We could not load your orders">
              {(q.error as Error).message}{" "}
              <Button size="sm" variant="link" onClick={() => void q.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : !orders.length ? (
            <EmptyState
              title="No orders here yet"
              description="Inspections, short stays, unit reservations and banner ads you pay for, or are paid for, show here."
            />
          ) : (
            <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white" data-testid="orders-list">
              {orders.map((o) => (
                <li key={`${o.product}:${o.id}:${o.role}`}>
                  {/* The product's own page, which may carry a query (a reservation's): a real link, opened by the router. */}
                  <a
                    href={o.link}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      void navigate({ href: o.link });
                    }}
                    className="flex flex-wrap items-start justify-between gap-2 p-4 hover:bg-ink-50"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-ink-900">{o.title}</span>
                      <span className="block text-sm text-ink-600">
                        {o.productLabel} · {o.amount} · {o.role === "payer" ? "to" : "from"} {o.counterpart}
                      </span>
                      {o.nextAction && <span className="block text-sm text-brand-700">Next: {o.nextAction}</span>}
                    </span>
                    <Badge>{o.statusWords}</Badge>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {/* A failed "Show more" keeps the orders already shown and offers the next page again. */}
          {q.isFetchNextPageError && (
            <Alert variant="danger" title="More orders could not be loaded">
              {(q.error as Error).message}
            </Alert>
          )}
          {q.hasNextPage && (
            <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
              {q.isFetchingNextPage ? "Loading…" : q.isFetchNextPageError ? "Try again" : "Show more"}
            </Button>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
