import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field, Input, PasswordInput } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { banksQuery, payoutAccountsQuery, removePayoutAccount, savePayoutAccount, verifyBank } from "./api";

const selectClasses = "w-full rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-sm";

/** Add a payout account: pick the bank, the number resolves to the bank's name, then the password again. */
function AddAccountDialog() {
  const qc = useQueryClient();
  const banks = useQuery(banksQuery());
  const [open, setOpen] = useState(false);
  const [bankCode, setBankCode] = useState("");
  const [accountNumber, setAccountNumber] = useState("");
  const [password, setPassword] = useState("");
  const [resolved, setResolved] = useState<{ name: string; matches: boolean } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(code: string, number: string) {
    setResolved(null);
    if (!code || !/^\d{10}$/.test(number)) return;
    try {
      const r = await verifyBank(code, number);
      setResolved({ name: r.accountName, matches: r.matchesHolder });
      setErrors({});
    } catch (e) {
      if (e instanceof ApiError) setErrors({ accountNumber: e.field("accountNumber") ?? e.message });
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await savePayoutAccount({ bankCode, accountNumber, password });
      toast.success("Bank account saved");
      await qc.invalidateQueries({ queryKey: ["wallet", "payout-accounts"] });
      setOpen(false);
      setPassword("");
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(Object.fromEntries(err.errors.map((f) => [f.field, f.message])));
        if (!err.errors.some((f) => ["bankCode", "accountNumber", "password"].includes(f.field))) setFailure(err.message);
      } else setFailure("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Add bank account</Button>
      </DialogTrigger>
      <DialogContent title="Add a bank account" description="Withdrawals go only to an account in your own verified name.">
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add bank account">
          {failure && (
            <Alert variant="danger">
              {failure}
              {/KYC/.test(failure) && (
                <>
                  {" "}
                  <Link to="/dashboard/kyc" className="font-medium underline">
                    Verify my ID
                  </Link>
                </>
              )}
            </Alert>
          )}
          <Field label="Bank" htmlFor="payout-bank" error={errors.bankCode}>
            <select
              id="payout-bank"
              className={selectClasses}
              value={bankCode}
              onChange={(e) => {
                setBankCode(e.target.value);
                void check(e.target.value, accountNumber);
              }}
            >
              <option value="">Choose your bank</option>
              {banks.data?.data.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Account number" htmlFor="payout-number" error={errors.accountNumber} hint={resolved ? undefined : "10 digits (NUBAN)"}>
            <Input
              inputMode="numeric"
              maxLength={10}
              value={accountNumber}
              onChange={(e) => {
                const v = e.target.value.replace(/\D/g, "");
                setAccountNumber(v);
                void check(bankCode, v);
              }}
            />
          </Field>
          {resolved && (
            <Alert variant={resolved.matches ? "success" : "danger"} title={resolved.name}>
              {resolved.matches ? "This is your account." : "This name does not match your verified name."}
            </Alert>
          )}
          <Field label="Your PropertyNG password" htmlFor="payout-password" error={errors.password}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" loading={busy} className="w-full" disabled={!resolved?.matches || !password}>
            Save account
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** SPEC.md §7 "Bank verify, list and save". */
export function BankAccounts() {
  const qc = useQueryClient();
  const q = useQuery(payoutAccountsQuery());
  const remove = useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: () => qc.invalidateQueries({ queryKey: ["wallet", "payout-accounts"] }),
  });
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Bank accounts for withdrawals</CardTitle>
        <AddAccountDialog />
      </CardHeader>
      <CardContent>
        {q.data?.data.length ? (
          <ul className="divide-y divide-ink-100" aria-label="Saved bank accounts">
            {q.data.data.map((a) => (
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
        ) : (
          <p className="text-sm text-ink-600">No bank account yet. Add one in your own verified name to withdraw.</p>
        )}
      </CardContent>
    </Card>
  );
}
