import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { PAY_LIMITS } from "@contracts/wallet-pay";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { formatDate, formatNaira } from "../../lib/format";
import { nairaToKobo } from "../listing-editor/money";
import { cardRefundsQuery, refundToCard } from "./api";
import type { QueryData } from "../../lib/query";

type Options = QueryData<typeof cardRefundsQuery>;
type CardOption = Options["cards"][number];
type Refund = Options["refunds"][number];

const card = (last4: string | null) => (last4 ? `your card •••• ${last4}` : "your card");
/** The same words, kept on one line from the dots to the digits. */
const CardName = ({ last4 }: { last4: string | null }) =>
  last4 ? (
    <>
      your card <span className="whitespace-nowrap">•••• {last4}</span>
    </>
  ) : (
    <>your card</>
  );
const KEPT = "wallet:kept-in-wallet";

/** Payments you chose to keep in your wallet are not offered again on this device. */
function keptList(): string[] {
  try {
    return JSON.parse(localStorage.getItem(KEPT) ?? "[]") as string[];
  } catch {
    return [];
  }
}

/**
 * Money that came from a card can go back to that card (a Paystack refund) instead of staying in your
 * wallet — after a cancellation, say. Each card payment shows what you can send back now; "Keep in your
 * wallet" hides the offer. Your recent refunds say where they are.
 */
export function CardRefunds() {
  const q = useQuery(cardRefundsQuery());
  const [kept, setKept] = useState<string[]>(() => (typeof window === "undefined" ? [] : keptList()));
  const data = q.data;
  if (!data) return null;
  const offers = data.cards.filter((c) => !kept.includes(c.paymentReference));
  if (offers.length === 0 && data.refunds.length === 0) return null;
  const keep = (ref: string) => {
    const next = [...kept, ref].slice(-50);
    localStorage.setItem(KEPT, JSON.stringify(next));
    setKept(next);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Send money back to your card</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {offers.length > 0 && <p className="text-sm text-ink-700">Money that came from a card can go back to it instead of staying in your wallet. Banks usually show it within 3–10 working days.</p>}
        {offers.map((c) => (
          <RefundOffer key={c.paymentReference} option={c} balanceKobo={data.balanceKobo} onKeep={() => keep(c.paymentReference)} />
        ))}
        {data.refunds.length > 0 && (
          <ul className="divide-y divide-ink-100" aria-label="Your refunds to cards">
            {data.refunds.slice(0, 5).map((r) => (
              <RefundLine key={r.id} r={r} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RefundOffer({ option, balanceKobo, onKeep }: { option: CardOption; balanceKobo: number; onKeep: () => void }) {
  const qc = useQueryClient();
  const [amount, setAmount] = useState(Math.floor(option.availableKobo / 100).toLocaleString("en-NG"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef({ sig: "", value: crypto.randomUUID() });
  const kobo = nairaToKobo(amount);
  const max = option.availableKobo;
  const why =
    balanceKobo <= 0
      ? "Your wallet is empty, so there is nothing to send back."
      : max < PAY_LIMITS.minCardRefundKobo
        ? `You can send back at least ${formatNaira(PAY_LIMITS.minCardRefundKobo)}.`
        : kobo === null || Number.isNaN(kobo) || kobo <= 0
          ? "Enter an amount in naira."
          : kobo < PAY_LIMITS.minCardRefundKobo
            ? `Send back at least ${formatNaira(PAY_LIMITS.minCardRefundKobo)}.`
            : kobo > max
              ? `You can send back at most ${formatNaira(max)} to this card.`
              : null;

  async function send() {
    if (why || kobo === null) return;
    const sig = `${option.paymentReference}:${kobo}`;
    if (key.current.sig !== sig) key.current = { sig, value: crypto.randomUUID() };
    setBusy(true);
    setError(null);
    try {
      await refundToCard(option.paymentReference, kobo, key.current.value);
      await qc.invalidateQueries({ queryKey: ["wallet"] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const id = `refund-${option.paymentReference}`;
  return (
    <div className="space-y-3 rounded-lg border border-ink-200 p-4" data-testid="card-refund-offer">
      <p className="text-sm text-ink-800">
        {formatNaira(option.paidKobo)} paid with <CardName last4={option.cardLast4} /> on {formatDate(option.paidAt)} · up to <strong>{formatNaira(max)}</strong> can go back now
      </p>
      {error && <Alert variant="danger">{error}</Alert>}
      <Field className="max-w-xs" label="Amount to send back (₦)" htmlFor={id} error={amount && why && balanceKobo > 0 ? why : undefined} hint={balanceKobo <= 0 ? why : undefined}>
        <Input inputMode="numeric" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} disabled={balanceKobo <= 0} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button loading={busy} disabled={!!why} title={why ?? undefined} onClick={send} className="max-w-full whitespace-normal">
          Send back to {card(option.cardLast4)}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          Keep in your wallet
        </Button>
      </div>
    </div>
  );
}

const STATUS: Record<Refund["status"], { label: string; tone: "warning" | "success" | "neutral" }> = {
  pending: { label: "On its way", tone: "warning" },
  processed: { label: "Back on your card", tone: "success" },
  failed: { label: "Refused: back in your wallet", tone: "neutral" },
};

function RefundLine({ r }: { r: Refund }) {
  const s = STATUS[r.status];
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="card-refund">
      <div className="min-w-0">
        <p className="font-medium text-ink-900">
          {formatNaira(r.amountKobo)} to <CardName last4={r.cardLast4} />
        </p>
        <p className="text-xs text-ink-500">
          {formatDate(r.createdAt)}
          {r.status === "failed" && r.failureReason ? ` · ${r.failureReason}` : ""}
        </p>
      </div>
      <Badge variant={s.tone}>{s.label}</Badge>
    </li>
  );
}
