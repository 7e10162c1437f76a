import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BANNER_PLACEMENT_LABELS, type BannerPlacement } from "@contracts/banner-rules";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../lib/toast";
import { nairaToKobo } from "../listing-editor/money";
import { adminBannerPricesQuery, setBannerPrice } from "./admin-api";

function PriceRow({ p }: { p: { placement: BannerPlacement; days: number; priceKobo: number; active: boolean } }) {
  const qc = useQueryClient();
  const [price, setPrice] = useState(String(p.priceKobo / 100));
  const [active, setActive] = useState(p.active);
  const name = `${BANNER_PLACEMENT_LABELS[p.placement].name}, ${p.days} days`;
  // A table row, not a <form> (a form cannot wrap table cells): the write is a useMutation, the API's message a toast.
  const save = useMutation({
    mutationFn: () => setBannerPrice(p.placement, p.days, nairaToKobo(price) ?? Number.NaN, active),
    onSuccess: async () => {
      toast.success(`${name}: saved`);
      await qc.invalidateQueries({ queryKey: ["admin", "banners", "prices"] });
    },
    onError: (e) => toast.error(e.message || "Could not save the price."),
  });
  return (
    <tr>
      <td className="py-2 pr-3 text-ink-900">{BANNER_PLACEMENT_LABELS[p.placement].name}</td>
      <td className="py-2 pr-3">{p.days} days</td>
      <td className="py-2 pr-3">
        <Input
          aria-label={`${name} price (₦)`}
          inputMode="numeric"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </td>
      <td className="py-2 pr-3">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> On offer
        </label>
      </td>
      <td className="py-2">
        <Button size="sm" loading={save.isPending} onClick={() => save.mutate()}>
          Save
        </Button>
      </td>
    </tr>
  );
}

/** Admin settings: a banner's price by placement and days (payments from now on; each change logged). */
export function BannerPriceSettings() {
  const q = useQuery(adminBannerPricesQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Banner ad prices</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          errorTitle="The banner prices could not be loaded."
          pending={<Skeleton className="h-32 w-full" />}
        >
          {(prices) => (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-ink-600">
                  <tr>
                    <th className="py-2 font-medium">Placement</th>
                    <th className="py-2 font-medium">Days</th>
                    <th className="py-2 font-medium">Price (₦)</th>
                    <th className="py-2 font-medium">Offer</th>
                    <th />
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {prices.map((p) => (
                    <PriceRow key={`${p.placement}-${p.days}`} p={p} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
