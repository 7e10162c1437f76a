import { createFileRoute } from "@tanstack/react-router";
import { WalletPage } from "../../../../features/wallet/wallet-page";

export const Route = createFileRoute("/_dashboard/dashboard/wallet/")({
  head: () => ({ meta: [{ title: "Wallet · PropertyNG" }] }),
  component: () => <WalletPage />,
});
