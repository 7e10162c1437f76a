import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { z } from "zod";
import { toast } from "../../lib/toast";
import { MONEY_LIMITS } from "@contracts/money";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useMutationForm, InputField } from "../../components/ui/form";
import { NativeSelect, SelectOptions } from "../../components/ui/input";
import { formatNaira } from "../../lib/format";
import { atLeast, nairaAmount, validKobo } from "./amount-schema";
import { payoutAccountsQuery, walletQuery, withdraw } from "./api";

type Account = { id: string; bankName: string; accountNumber: string; accountName: string };

function AccountSelect({ accounts, ...props }: { accounts: Account[] } & React.ComponentProps<"select">) {
  return (
    <NativeSelect {...props}>
      <SelectOptions
        items={accounts}
        label={(a) => (
          <>
            {a.bankName} · {a.accountNumber} · {a.accountName}
          </>
        )}
      />
    </NativeSelect>
  );
}

/** Withdraw to a saved account; the amount leaves the balance at once and the bank transfer follows. */
export function WithdrawDialog() {
  const accounts = useQuery(payoutAccountsQuery());
  const wallet = useQuery(walletQuery());
  const [open, setOpen] = useState(false);
  const list = accounts.data?.data ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Withdraw</Button>
      </DialogTrigger>
      <DialogContent
        title="Withdraw to your bank"
        description={wallet.data ? `Available: ${formatNaira(wallet.data.balanceKobo)}` : undefined}
      >
        {list.length === 0 ? (
          <Alert variant="info">Add a bank account in your own verified name first (below the balance).</Alert>
        ) : (
          <WithdrawForm accounts={list} balanceKobo={wallet.data?.balanceKobo} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function WithdrawForm({
  accounts,
  balanceKobo,
  onDone,
}: {
  accounts: Account[];
  balanceKobo?: number;
  onDone: () => void;
}) {
  const qc = useQueryClient();
  const amount = useMemo(
    () =>
      nairaAmount({
        min: MONEY_LIMITS.minWithdrawKobo,
        minMessage: atLeast(MONEY_LIMITS.minWithdrawKobo, "Withdraw"),
        max: balanceKobo,
        maxMessage: balanceKobo === undefined ? undefined : `Your balance is ${formatNaira(balanceKobo)}.`,
      }),
    [balanceKobo],
  );
  const schema = useMemo(() => z.object({ accountId: z.string().min(1, "Choose an account."), amount }), [amount]);
  // One key per (amount, account): a retry of the same withdrawal reuses it, a changed one gets a new key.
  const key = useRef({ sig: "", value: crypto.randomUUID() });
  const { form, formProps } = useMutationForm(schema, {
    mode: "onChange",
    defaultValues: { accountId: accounts[0]?.id ?? "", amount: "" },
    mutationFn: ({ accountId, amount: kobo }) => {
      const sig = `${kobo}:${accountId}`;
      if (key.current.sig !== sig) key.current = { sig, value: crypto.randomUUID() };
      return withdraw(kobo, accountId, key.current.value);
    },
    onSuccess: async (w) => {
      if (w.status === "failed")
        toast.error(`The transfer failed (${w.failureReason}); ${formatNaira(w.amountKobo)} is back in your wallet.`);
      else
        toast.success(
          w.status === "complete"
            ? `${formatNaira(w.amountKobo)} sent to ${w.bankName}`
            : `${formatNaira(w.amountKobo)} is on its way to ${w.bankName}`,
        );
      await qc.invalidateQueries({ queryKey: walletQuery().queryKey });
      onDone();
    },
  });
  const kobo = validKobo(amount, form.watch("amount"));

  return (
    <Form {...formProps} className="space-y-4" aria-label="Withdraw">
      <FormError />
      <FormField name="accountId" label="To" id="withdraw-account">
        <AccountSelect accounts={accounts} {...form.register("accountId")} />
      </FormField>
      <InputField name="amount" label="Amount (₦)" id="withdraw-amount" inputMode="numeric" autoComplete="off" />
      <SubmitButton className="w-full">{kobo ? `Withdraw ${formatNaira(kobo)}` : "Withdraw"}</SubmitButton>
    </Form>
  );
}
