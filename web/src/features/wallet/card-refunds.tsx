import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { z } from "zod";
import { PAY_LIMITS } from "@contracts/wallet-pay";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { formatDate, formatNaira } from "../../lib/format";
import { atLeast, nairaAmount, validKobo } from "./amount-schema";
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
        {offers.length > 0 && (
          <p className="text-sm text-ink-700">
            Money that came from a card can go back to it instead of staying in your wallet. Banks usually show it
            within 3–10 working days.
          </p>
        )}
        {offers.map((c) => (
          <RefundOffer
            key={c.paymentReference}
            option={c}
            balanceKobo={data.balanceKobo}
            onKeep={() => keep(c.paymentReference)}
          />
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
  const max = option.availableKobo;
  const min = PAY_LIMITS.minCardRefundKobo;
  const amount = useMemo(
    () =>
      nairaAmount({
        min,
        minMessage: atLeast(min, "Send back"),
        max,
        maxMessage: `You can send back at most ${formatNaira(max)} to this card.`,
      }),
    [min, max],
  );
  const schema = useMemo(() => z.object({ amount }), [amount]);
  // Errors show as the amount is typed: the button is off while the amount cannot be sent.
  // One key per (payment, amount): a retry of the same refund reuses it, a changed one gets a new key.
  const key = useRef({ sig: "", value: crypto.randomUUID() });
  const { form, formProps } = useMutationForm(schema, {
    mode: "onChange",
    defaultValues: { amount: Math.floor(max / 100).toLocaleString("en-NG") },
    mutationFn: ({ amount: kobo }) => {
      const sig = `${option.paymentReference}:${kobo}`;
      if (key.current.sig !== sig) key.current = { sig, value: crypto.randomUUID() };
      return refundToCard(option.paymentReference, kobo, key.current.value);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ["wallet"] }),
  });
  const blocked =
    balanceKobo <= 0
      ? "Your wallet is empty, so there is nothing to send back."
      : max < min
        ? `You can send back at least ${formatNaira(min)}.`
        : null;
  const invalid = validKobo(amount, form.watch("amount")) === null;
  const why = blocked ?? (invalid ? (form.formState.errors.amount?.message ?? "Enter an amount in naira.") : null);

  const id = `refund-${option.paymentReference}`;
  return (
    <Form
      {...formProps}
      className="space-y-3 rounded-lg border border-ink-200 p-4"
      data-testid="card-refund-offer"
      aria-label={`Send back to ${card(option.cardLast4)}`}
    >
      <p className="text-sm text-ink-800">
        {formatNaira(option.paidKobo)} paid with <CardName last4={option.cardLast4} /> on {formatDate(option.paidAt)} ·
        up to <strong>{formatNaira(max)}</strong> can go back now
      </p>
      <FormError />
      <FormField
        className="max-w-xs"
        name="amount"
        label="Amount to send back (₦)"
        id={id}
        hint={balanceKobo <= 0 ? blocked : undefined}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register("amount")} disabled={balanceKobo <= 0} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton disabled={!!why} title={why ?? undefined} className="max-w-full whitespace-normal">
          Send back to {card(option.cardLast4)}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onKeep}>
          Keep in your wallet
        </Button>
      </div>
    </Form>
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
