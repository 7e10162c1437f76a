import { createFileRoute } from "@tanstack/react-router";
import { MyBannersPage } from "../../../../../features/banners/my-banners-page";
import { BannerAccess } from "../../../../../features/banners/banner-access";

export const Route = createFileRoute("/_dashboard/dashboard/marketing/banners/")({
  // The card checkout comes back here with ?reference= (or Paystack's trxref).
  validateSearch: (s: Record<string, unknown>): { reference?: string } => ({
    reference: typeof s.reference === "string" ? s.reference : typeof s.trxref === "string" ? s.trxref : undefined,
  }),
  head: () => ({ meta: [{ title: "Banner ads · PropertyNG" }] }),
  component: function Banners() {
    const { reference } = Route.useSearch();
    return (
      <BannerAccess>
        <MyBannersPage reference={reference} />
      </BannerAccess>
    );
  },
});
