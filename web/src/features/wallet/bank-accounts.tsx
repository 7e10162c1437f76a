import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input, NativeSelect, PasswordInput } from "../../components/ui/input";
import { QueryState } from "../../components/ui/query-state";
import { ApiError } from "../../lib/api";
import { banksQuery, payoutAccountsQuery, removePayoutAccount, savePayoutAccount, verifyBank } from "./api";

const accountSchema = z.object({
  bankCode: z.string().min(1, "Choose your bank."),
  accountNumber: z.string().regex(/^\d{10}$/, "Enter the 10-digit account number (NUBAN)."),
  password: z.string().min(1, "Enter your password."),
});

/** Add a payout account: pick the bank, the number resolves to the bank's name, then the password again. */
function AddAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Add bank account</Button>
      </DialogTrigger>
      <DialogContent
        title="Add a bank account"
        description="Withdrawals go only to an account in your own verified name."
      >
        <AddAccountForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BankSelect(props: React.ComponentProps<"select">) {
  const banks = useQuery(banksQuery());
  return (
    <NativeSelect {...props}>
      <option value="">Choose your bank</option>
      {banks.data?.data.map((b) => (
        <option key={b.code} value={b.code}>
          {b.name}
        </option>
      ))}
    </NativeSelect>
  );
}

function AddAccountForm({ onDone }: { onDone: () => void }) {
  const qc = useQueryClient();
  const [resolved, setResolved] = useState<{ name: string; matches: boolean } | null>(null);
  const { form, formProps } = useMutationForm(accountSchema, {
    defaultValues: { bankCode: "", accountNumber: "", password: "" },
    mutationFn: savePayoutAccount,
    onSuccess: async () => {
      toast.success("Bank account saved");
      await qc.invalidateQueries({ queryKey: payoutAccountsQuery().queryKey });
      onDone();
    },
  });
  const resolve = useMutation({
    mutationFn: ({ code, number }: { code: string; number: string }) => verifyBank(code, number),
    onMutate: () => setResolved(null),
    onSuccess: (r) => {
      setResolved({ name: r.accountName, matches: r.matchesHolder });
      form.clearErrors("accountNumber");
    },
    onError: (e) => {
      if (e instanceof ApiError)
        form.setError("accountNumber", { type: "server", message: e.field("accountNumber") ?? e.message });
    },
  });
  function check(code: string, number: string) {
    setResolved(null);
    if (code && /^\d{10}$/.test(number)) resolve.mutate({ code, number });
  }
  const bank = form.register("bankCode", {
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => check(e.target.value, form.getValues("accountNumber")),
  });
  const number = form.register("accountNumber");

  return (
    <Form {...formProps} className="space-y-4" aria-label="Add bank account">
      <FormError>
        {(failure) => (
          <>
            {failure}
            {/KYC/.test(failure) && (
              <>
                {" "}
                <Link to="/dashboard/kyc" className="font-medium underline">
                  Verify my ID
                </Link>
              </>
            )}
          </>
        )}
      </FormError>
      <FormField name="bankCode" label="Bank" id="payout-bank">
        <BankSelect {...bank} />
      </FormField>
      <FormField
        name="accountNumber"
        label="Account number"
        id="payout-number"
        hint={resolved ? undefined : "10 digits (NUBAN)"}
      >
        <Input
          inputMode="numeric"
          maxLength={10}
          {...number}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, "");
            void number.onChange(e);
            check(form.getValues("bankCode"), e.target.value);
          }}
        />
      </FormField>
      {resolved && (
        <Alert variant={resolved.matches ? "success" : "danger"} title={resolved.name}>
          {resolved.matches ? "This is your account." : "This name does not match your verified name."}
        </Alert>
      )}
      <FormField name="password" label="Your PropertyNG password" id="payout-password">
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <SubmitButton className="w-full" disabled={!resolved?.matches || !form.watch("password")}>
        Save account
      </SubmitButton>
    </Form>
  );
}

/** SPEC.md §7 "Bank verify, list and save". */
export function BankAccounts() {
  const qc = useQueryClient();
  const q = useQuery(payoutAccountsQuery());
  const remove = useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: () => qc.invalidateQueries({ queryKey: payoutAccountsQuery().queryKey }),
  });
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Bank accounts for withdrawals</CardTitle>
        <AddAccountDialog />
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          label="Loading your bank accounts"
          isEmpty={(d) => d.data.length === 0}
          empty={
            <p className="text-sm text-ink-600">No bank account yet. Add one in your own verified name to withdraw.</p>
          }
        >
          {(d) => (
            <ul className="divide-y divide-ink-100" aria-label="Saved bank accounts">
              {d.data.map((a) => (
                <li key={a.id} className="flex items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-ink-900">{a.accountName}</p>
                    <p className="text-sm text-ink-600">
                      {a.bankName} · {a.accountNumber}
                    </p>
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => remove.mutate(a.id)}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
