import { useRef, useState } from "react";
import { MONEY_LIMITS } from "@contracts/money";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { nairaToKobo } from "../listing-editor/money";
import { startTopup } from "./api";
import { TransferTopup } from "./topup-transfer";
import { UssdTopup } from "./topup-ussd";

const QUICK = [5_000_00, 20_000_00, 50_000_00, 100_000_00];

/**
 * Top up, three ways: by card (the provider's checkout; the sandbox page locally), by bank transfer to your
 * own account number (any amount: how large sums come in), or by USSD (dial a code, no internet needed).
 */
export function TopupDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Top up</Button>
      </DialogTrigger>
      <DialogContent title="Top up your wallet" description="Pay by card, bank transfer or USSD. Your wallet is credited as soon as the payment is confirmed.">
        <Tabs defaultValue="card">
          <TabsList aria-label="How you pay">
            <TabsTrigger value="card">Card</TabsTrigger>
            <TabsTrigger value="transfer">Bank transfer</TabsTrigger>
            <TabsTrigger value="ussd">USSD</TabsTrigger>
          </TabsList>
          <TabsContent value="card">
            <CardTopup />
          </TabsContent>
          <TabsContent value="transfer">
            <TransferTopup />
          </TabsContent>
          <TabsContent value="ussd">
            <UssdTopup />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function CardTopup() {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per amount: a retry of the same top-up reuses it, a new amount gets a new one.
  const key = useRef({ amount: "", value: crypto.randomUUID() });

  const kobo = nairaToKobo(amount);
  const invalid =
    kobo === null || Number.isNaN(kobo)
      ? "Enter an amount in naira."
      : kobo < MONEY_LIMITS.minTopupKobo
        ? `Top up at least ${formatNaira(MONEY_LIMITS.minTopupKobo)}.`
        : kobo > MONEY_LIMITS.maxTopupKobo
          ? `By card, top up at most ${formatNaira(MONEY_LIMITS.maxTopupKobo)}. For more, use Bank transfer: any amount.`
          : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (invalid || kobo === null) return setError(invalid);
    if (key.current.amount !== amount) key.current = { amount, value: crypto.randomUUID() };
    setBusy(true);
    setError(null);
    try {
      const { authorizationUrl } = await startTopup(kobo, key.current.value);
      window.location.assign(authorizationUrl);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Top up">
      {error && <Alert variant="danger">{error}</Alert>}
      <Field label="Amount (₦)" htmlFor="topup-amount" error={amount && invalid ? invalid : undefined}>
        <Input inputMode="numeric" autoComplete="off" placeholder="50,000" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        {QUICK.map((k) => (
          <button key={k} type="button" onClick={() => setAmount(String(k / 100))} className="rounded-full border border-ink-200 px-3 py-1 text-sm hover:bg-ink-50">
            {formatNaira(k)}
          </button>
        ))}
      </div>
      <Button type="submit" loading={busy} className="w-full">
        {kobo && !invalid ? `Pay ${formatNaira(kobo)}` : "Continue to payment"}
      </Button>
    </form>
  );
}
