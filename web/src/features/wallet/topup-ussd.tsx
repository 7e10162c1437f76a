import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { PAY_LIMITS } from "@contracts/wallet-pay";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { inputClasses } from "../../components/ui/input-classes";
import { ApiError } from "../../lib/api";
import { formatNaira } from "../../lib/format";
import { nairaToKobo } from "../listing-editor/money";
import { completeSandboxUssd, paymentQuery, startUssd, ussdBanksQuery } from "./api";

const message = (err: unknown) => (err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
type Started = { reference: string; amountKobo: number; bankName: string; ussdCode: string };

/**
 * Top up by USSD: pick your bank, get the code, dial it on the phone your bank knows (no internet needed).
 * The page asks every few seconds whether your bank confirmed it; the sandbox can confirm it for you.
 */
export function UssdTopup() {
  const banks = useQuery(ussdBanksQuery());
  const [bank, setBank] = useState("");
  const [amount, setAmount] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const key = useRef({ sig: "", value: crypto.randomUUID() });
  const chosen = bank || banks.data?.data[0]?.code || "";
  const kobo = nairaToKobo(amount);
  const invalid =
    kobo === null || Number.isNaN(kobo)
      ? "Enter an amount in naira."
      : kobo < PAY_LIMITS.minUssdKobo
        ? `Top up at least ${formatNaira(PAY_LIMITS.minUssdKobo)}.`
        : kobo > PAY_LIMITS.maxUssdKobo
          ? `By USSD, at most ${formatNaira(PAY_LIMITS.maxUssdKobo)}. For more, use Bank transfer: any amount.`
          : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (invalid || kobo === null) return setError(invalid);
    const sig = `${chosen}:${kobo}`;
    if (key.current.sig !== sig) key.current = { sig, value: crypto.randomUUID() };
    setBusy(true);
    setError(null);
    try {
      setStarted(await startUssd(kobo, chosen, key.current.value));
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  }

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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Top up by USSD">
      {error && <Alert variant="danger">{error}</Alert>}
      <Field label="Your bank" htmlFor="ussd-bank">
        <select id="ussd-bank" className={inputClasses} value={chosen} onChange={(e) => setBank(e.target.value)} disabled={!banks.data}>
          {(banks.data?.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.name} (*{b.code}#)
            </option>
          ))}
        </select>
      </Field>
      <Field label="Amount (₦)" htmlFor="ussd-amount" error={amount && invalid ? invalid : undefined}>
        <Input inputMode="numeric" autoComplete="off" placeholder="20,000" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Button type="submit" loading={busy} disabled={!banks.data} className="w-full">
        {!banks.data ? "Loading banks…" : kobo && !invalid ? `Get the code to pay ${formatNaira(kobo)}` : "Get the code to dial"}
      </Button>
    </form>
  );
}

function DialCode({ started, sandbox, onAgain }: { started: Started; sandbox: boolean; onAgain: () => void }) {
  const qc = useQueryClient();
  const status = useQuery({ ...paymentQuery(started.reference), refetchInterval: (q) => (q.state.data?.status === "pending" || !q.state.data ? 5000 : false) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = status.data?.status;
  useEffect(() => {
    if (s === "success") void qc.invalidateQueries({ queryKey: ["wallet"], predicate: (q) => q.queryKey[1] !== "payment" });
  }, [s, qc]);

  async function complete() {
    setBusy(true);
    setError(null);
    try {
      qc.setQueryData(paymentQuery(started.reference).queryKey, await completeSandboxUssd(started.reference));
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  }

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
      {s === "failed" && <Alert variant="danger">Your bank declined this payment. Nothing was taken from your account.</Alert>}
      <p className="text-sm text-ink-700">On the phone your {started.bankName} account uses, dial:</p>
      <a
        href={`tel:${started.ussdCode.replace(/#/g, "%23")}`}
        className="block rounded-lg bg-ink-50 p-4 text-center font-mono text-2xl font-semibold tracking-wider text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="ussd-code"
      >
        {started.ussdCode}
      </a>
      <p className="text-sm text-ink-600">
        Follow the prompts to pay {formatNaira(started.amountKobo)}. {s === "failed" ? "" : "This page updates by itself when your bank confirms it."}
      </p>
      {error && <Alert variant="danger">{error}</Alert>}
      {sandbox && s !== "failed" && (
        <Button variant="secondary" className="w-full" loading={busy} onClick={complete}>
          Sandbox: complete it as if you dialled
        </Button>
      )}
      <Button variant="ghost" className="w-full" onClick={onAgain}>
        Use another bank or amount
      </Button>
    </div>
  );
}
