import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { PAY_LIMITS } from "@contracts/wallet-pay";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input, NativeSelect } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { atLeast, nairaAmount, validKobo } from "./amount-schema";
import { completeSandboxUssd, paymentQuery, startUssd, ussdBanksQuery } from "./api";

const message = (err: unknown) => (err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
type Started = { reference: string; amountKobo: number; bankName: string; ussdCode: string };

const ussdAmount = nairaAmount({
  min: PAY_LIMITS.minUssdKobo,
  minMessage: atLeast(PAY_LIMITS.minUssdKobo, "Top up"),
  max: PAY_LIMITS.maxUssdKobo,
  maxMessage: `By USSD, at most ${formatNaira(PAY_LIMITS.maxUssdKobo)}. For more, use Bank transfer: any amount.`,
});
const ussdSchema = z.object({ bank: z.string(), amount: ussdAmount });

/**
 * Top up by USSD: pick your bank, get the code, dial it on the phone your bank knows (no internet needed).
 * The page asks every few seconds whether your bank confirmed it; the sandbox can confirm it for you.
 */
export function UssdTopup() {
  const banks = useQuery(ussdBanksQuery());
  const [started, setStarted] = useState<Started | null>(null);
  // One key per bank and amount: a retry of the same top-up reuses it, anything new gets a new one.
  const key = useRef({ sig: "", value: crypto.randomUUID() });
  const { form, formProps } = useMutationForm(ussdSchema, {
    mode: "onChange",
    defaultValues: { bank: "", amount: "" },
    mutationFn: ({ amount }): Promise<Started> => {
      const sig = `${chosen}:${amount}`;
      if (key.current.sig !== sig) key.current = { sig, value: crypto.randomUUID() };
      return startUssd(amount, chosen, key.current.value);
    },
    onSuccess: setStarted,
  });
  const chosen = form.watch("bank") || banks.data?.data[0]?.code || "";
  const kobo = validKobo(ussdAmount, form.watch("amount"));

  if (started)
    return (
      <DialCode
        started={started}
        sandbox={!!banks.data?.sandbox}
        onAgain={() => {
          setStarted(null);
          key.current = { sig: "", value: crypto.randomUUID() };
        }}
      />
    );
  return (
    <Form {...formProps} className="space-y-4" aria-label="Top up by USSD">
      <FormError />
      <FormField name="bank" label="Your bank" id="ussd-bank">
        <BankSelect value={chosen} onChange={(v) => form.setValue("bank", v)} banks={banks.data?.data} />
      </FormField>
      <FormField name="amount" label="Amount (₦)" id="ussd-amount">
        <Input inputMode="numeric" autoComplete="off" placeholder="20,000" {...form.register("amount")} />
      </FormField>
      <SubmitButton disabled={!banks.data} className="w-full">
        {!banks.data ? "Loading banks…" : kobo ? `Get the code to pay ${formatNaira(kobo)}` : "Get the code to dial"}
      </SubmitButton>
    </Form>
  );
}

function BankSelect({
  value,
  onChange,
  banks,
}: {
  value: string;
  onChange: (code: string) => void;
  banks?: { code: string; name: string }[];
}) {
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} disabled={!banks}>
      {(banks ?? []).map((b) => (
        <option key={b.code} value={b.code}>
          {b.name} (*{b.code}#)
        </option>
      ))}
    </NativeSelect>
  );
}

function DialCode({ started, sandbox, onAgain }: { started: Started; sandbox: boolean; onAgain: () => void }) {
  const qc = useQueryClient();
  const status = useQuery({
    ...paymentQuery(started.reference),
    refetchInterval: (q) => (q.state.data?.status === "pending" || !q.state.data ? 5000 : false),
  });
  const complete = useMutation({
    mutationFn: () => completeSandboxUssd(started.reference),
    onSuccess: (done) => qc.setQueryData(paymentQuery(started.reference).queryKey, done),
  });
  const s = status.data?.status;
  useEffect(() => {
    if (s === "success")
      void qc.invalidateQueries({ queryKey: ["wallet"], predicate: (q) => q.queryKey[1] !== "payment" });
  }, [s, qc]);

  if (s === "success")
    return (
      <div className="space-y-4">
        <Alert variant="success">✓ {formatNaira(started.amountKobo)} added to your wallet.</Alert>
        <Button variant="outline" className="w-full" onClick={onAgain}>
          Top up again
        </Button>
      </div>
    );
  return (
    <div className="space-y-4" aria-live="polite">
      {s === "failed" && (
        <Alert variant="danger">Your bank declined this payment. Nothing was taken from your account.</Alert>
      )}
      <p className="text-sm text-ink-700">On the phone your {started.bankName} account uses, dial:</p>
      <a
        href={`tel:${started.ussdCode.replace(/#/g, "%23")}`}
        className="block rounded-lg bg-ink-50 p-4 text-center font-mono text-2xl font-semibold tracking-wider text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="ussd-code"
      >
        {started.ussdCode}
      </a>
      <p className="text-sm text-ink-600">
        Follow the prompts to pay {formatNaira(started.amountKobo)}.{" "}
        {s === "failed" ? "" : "This page updates by itself when your bank confirms it."}
      </p>
      {complete.error && <Alert variant="danger">{message(complete.error)}</Alert>}
      {sandbox && s !== "failed" && (
        <Button variant="secondary" className="w-full" loading={complete.isPending} onClick={() => complete.mutate()}>
          Sandbox: complete it as if you dialled
        </Button>
      )}
      <Button variant="ghost" className="w-full" onClick={onAgain}>
        Use another bank or amount
      </Button>
    </div>
  );
}
