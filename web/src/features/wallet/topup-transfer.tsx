import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { PAY_LIMITS } from "@contracts/wallet-pay";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { atLeast, nairaAmount } from "./amount-schema";
import { createVirtualAccount, simulateTransfer, virtualAccountQuery } from "./api";

const message = (err: unknown) => (err instanceof ApiError ? err.message : "Something went wrong. Please try again.");

/**
 * Top up by bank transfer: your own account number (created when you first ask), shown with a Copy button.
 * Any amount you send from your bank app lands in your wallet once your bank confirms it. Locally, the
 * sandbox can send a transfer for you.
 */
export function TransferTopup() {
  const qc = useQueryClient();
  const state = useQuery(virtualAccountQuery());
  const create = useMutation({
    mutationFn: createVirtualAccount,
    onSuccess: (account) => qc.setQueryData(virtualAccountQuery().queryKey, account),
  });
  const [copied, setCopied] = useState(false);

  if (!state.data)
    return state.isError ? (
      <Alert variant="danger">We could not load your account number. Please try again.</Alert>
    ) : (
      <Skeleton className="h-32 w-full" />
    );
  const a = state.data.account;
  if (!a)
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-700">
          Get your own account number and pay any amount into it from your bank app — the way to move large sums. Your
          wallet is credited as soon as your bank confirms the transfer.
        </p>
        {create.error && <Alert variant="danger">{message(create.error)}</Alert>}
        <Button className="w-full" loading={create.isPending} onClick={() => create.mutate()}>
          Get your account number
        </Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-ink-50 p-4 text-sm"
        data-testid="virtual-account"
      >
        <dt className="text-ink-600">Bank</dt>
        <dd className="font-medium text-ink-900">{a.bankName}</dd>
        <dt className="text-ink-600">Account name</dt>
        <dd className="break-words font-medium text-ink-900">{a.accountName}</dd>
        <dt className="text-ink-600">Account number</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span
            className="font-mono text-lg font-semibold tracking-wider text-ink-900"
            data-testid="virtual-account-number"
          >
            {a.accountNumber}
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(a.accountNumber).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? "Copied" : "Copy"}
          </Button>
        </dd>
      </dl>
      <p className="text-sm text-ink-700">
        This account is yours: transfer any amount to it, as often as you like. It usually shows in your wallet within
        minutes.
      </p>
      {state.data.sandbox && <SandboxTransfer />}
    </div>
  );
}

const sandboxAmount = nairaAmount({
  min: PAY_LIMITS.minTransferKobo,
  minMessage: atLeast(PAY_LIMITS.minTransferKobo, "Send"),
  max: PAY_LIMITS.maxTransferKobo,
  maxMessage: `The sandbox sends at most ${formatNaira(PAY_LIMITS.maxTransferKobo)}.`,
});
const sandboxSchema = z.object({ amount: sandboxAmount });

/** Sandbox only: the local bank sends a transfer to your account number (through the same signed webhook). */
function SandboxTransfer() {
  const qc = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const { form, formProps } = useMutationForm(sandboxSchema, {
    mode: "onChange",
    defaultValues: { amount: "" },
    mutationFn: ({ amount }) => simulateTransfer(amount),
    onMutate: () => setDone(null),
    onSuccess: async (r) => {
      setDone(`${formatNaira(r.amountKobo)} arrived. Your wallet balance is now ${formatNaira(r.balanceKobo)}.`);
      form.reset({ amount: "" });
      await qc.invalidateQueries({ queryKey: ["wallet"] });
    },
  });

  return (
    <Form
      {...formProps}
      className="space-y-3 rounded-lg border border-dashed border-warning-600 p-4"
      aria-label="Simulate a transfer"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-warning-800">Sandbox · no real money moves</p>
      <FormError />
      {done && <Alert variant="success">{done}</Alert>}
      <FormField name="amount" label="Amount to send (₦)" id="sandbox-transfer-amount">
        <Input inputMode="numeric" autoComplete="off" placeholder="25,500,000" {...form.register("amount")} />
      </FormField>
      <SubmitButton variant="secondary" className="w-full">
        Simulate a transfer
      </SubmitButton>
    </Form>
  );
}
