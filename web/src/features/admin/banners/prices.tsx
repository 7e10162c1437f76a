import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BANNER_PLACEMENT_LABELS, type BannerPlacement } from "@contracts/banner-rules";
import { NumberCell, SaveCell, SettingsCell, SettingsTableCard, useRowSave } from "../settings-table";
import { nairaToKobo } from "../../listing-editor/money";
import { adminBannerPricesQuery, setBannerPrice } from "./api";

function PriceRow({ p }: { p: { placement: BannerPlacement; days: number; priceKobo: number; active: boolean } }) {
  const [price, setPrice] = useState(String(p.priceKobo / 100));
  const [active, setActive] = useState(p.active);
  const name = `${BANNER_PLACEMENT_LABELS[p.placement].name}, ${p.days} days`;
  const save = useRowSave({
    save: () => setBannerPrice(p.placement, p.days, nairaToKobo(price) ?? Number.NaN, active),
    saved: `${name}: saved`,
    failed: "Could not save the price.",
    refresh: ["admin", "banners", "prices"],
  });
  return (
    <tr>
      <SettingsCell className="py-2 pr-3 text-ink-900">{BANNER_PLACEMENT_LABELS[p.placement].name}</SettingsCell>
      <SettingsCell>{p.days} days</SettingsCell>
      <NumberCell label={`${name} price (₦)`} value={price} onChange={setPrice} />
      <SettingsCell>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> On offer
        </label>
      </SettingsCell>
      <SaveCell saving={save.isPending} onSave={() => save.mutate()} />
    </tr>
  );
}

/** Admin settings: a banner's price by placement and days (payments from now on; each change logged). */
export function BannerPriceSettings() {
  const q = useQuery(adminBannerPricesQuery());
  return (
    <SettingsTableCard
      title="Banner ad prices"
      query={q}
      errorTitle="The banner prices could not be loaded."
      pendingHeight="h-32"
      columns={["Placement", "Days", "Price (₦)", "Offer"]}
    >
      {(prices) => prices.map((p) => <PriceRow key={`${p.placement}-${p.days}`} p={p} />)}
    </SettingsTableCard>
  );
}
