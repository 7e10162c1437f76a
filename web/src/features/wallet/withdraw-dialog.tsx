import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { MONEY_LIMITS } from "@contracts/money";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { nairaToKobo } from "../listing-editor/money";
import { payoutAccountsQuery, walletQuery, withdraw } from "./api";

/** Withdraw to a saved account; the amount leaves the balance at once and the bank transfer follows. */
export function WithdrawDialog() {
  const qc = useQueryClient();
  const accounts = useQuery(payoutAccountsQuery());
  const wallet = useQuery(walletQuery());
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [accountId, setAccountId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef({ sig: "", value: crypto.randomUUID() });
  const list = accounts.data?.data ?? [];
  const chosen = accountId || list[0]?.id || "";
  const kobo = nairaToKobo(amount);
  const invalid =
    kobo === null || Number.isNaN(kobo)
      ? "Enter an amount in naira."
      : kobo < MONEY_LIMITS.minWithdrawKobo
        ? `Withdraw at least ${formatNaira(MONEY_LIMITS.minWithdrawKobo)}.`
        : wallet.data && kobo > wallet.data.balanceKobo
          ? `Your balance is ${formatNaira(wallet.data.balanceKobo)}.`
          : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (invalid || kobo === null) return setError(invalid);
    const sig = `${kobo}:${chosen}`;
    if (key.current.sig !== sig) key.current = { sig, value: crypto.randomUUID() };
    setBusy(true);
    setError(null);
    try {
      const w = await withdraw(kobo, chosen, key.current.value);
      if (w.status === "failed") toast.error(`The transfer failed (${w.failureReason}); ${formatNaira(w.amountKobo)} is back in your wallet.`);
      else toast.success(w.status === "complete" ? `${formatNaira(w.amountKobo)} sent to ${w.bankName}` : `${formatNaira(w.amountKobo)} is on its way to ${w.bankName}`);
      await qc.invalidateQueries({ queryKey: ["wallet"] });
      setOpen(false);
      setAmount("");
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Withdraw</Button>
      </DialogTrigger>
      <DialogContent title="Withdraw to your bank" description={wallet.data ? `Available: ${formatNaira(wallet.data.balanceKobo)}` : undefined}>
        {list.length === 0 ? (
          <Alert variant="info">Add a bank account in your own verified name first (below the balance).</Alert>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Withdraw">
            {error && <Alert variant="danger">{error}</Alert>}
            <Field label="To" htmlFor="withdraw-account">
              <select id="withdraw-account" className="w-full rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-sm" value={chosen} onChange={(e) => setAccountId(e.target.value)}>
                {list.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.bankName} · {a.accountNumber} · {a.accountName}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Amount (₦)" htmlFor="withdraw-amount" error={amount && invalid ? invalid : undefined}>
              <Input inputMode="numeric" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Field>
            <Button type="submit" loading={busy} className="w-full">
              {kobo && !invalid ? `Withdraw ${formatNaira(kobo)}` : "Withdraw"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
