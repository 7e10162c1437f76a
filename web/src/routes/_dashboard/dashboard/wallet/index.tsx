import { createFileRoute } from "@tanstack/react-router";
import { BankAccounts } from "../../../../features/wallet/bank-accounts";
import { WalletPage } from "../../../../features/wallet/wallet-page";
import { WithdrawDialog } from "../../../../features/wallet/withdraw-dialog";

export const Route = createFileRoute("/_dashboard/dashboard/wallet/")({
  head: () => ({ meta: [{ title: "Wallet · PropertyNG" }] }),
  component: () => (
    <WalletPage actions={<WithdrawDialog />}>
      <BankAccounts />
    </WalletPage>
  ),
});
