import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";
import { useUser } from "../auth/session";
import { walletQuery } from "./api";

export type PayWith = "wallet" | "link";

/** From ₦1,000,000 short, the page points to the bank transfer top-up (cards and USSD cap lower). */
const LARGE_SUM_KOBO = 1_000_000_00;

/**
 * The one way a booking screen offers to pay: the wallet balance, how much it is short (with the way to top
 * up), and the two buttons — from the wallet (disabled while short) or by card, transfer or USSD through a
 * payment link. Used by inspections, short stays and project reservations. The server decides; this only
 * says what it will most likely answer.
 */
export function PayChoice({
  amountKobo,
  disabled,
  busy,
  error,
  onPay,
  before,
}: {
  /** What the wallet button pays; undefined while a quote loads. */
  amountKobo: number | undefined;
  /** Nothing chosen yet (no slot, dates or unit). */
  disabled?: boolean;
  busy: boolean;
  error: string | null;
  onPay: (payWith: PayWith) => void;
  /** Shown before the balance on the same line, e.g. "Fee ₦5,000 · ". */
  before?: ReactNode;
}) {
  const user = useUser();
  // Staff have no wallet: their wallet button stays disabled.
  const wallet = useQuery({ ...walletQuery(), enabled: !!user && !user.adminAccess });
  const balance = wallet.data?.balanceKobo ?? 0;
  const short = wallet.data && amountKobo !== undefined ? Math.max(0, amountKobo - balance) : 0;
  return (
    <>
      <p className="text-sm text-ink-700">
        {before}Wallet balance <span data-testid="wallet-balance">{wallet.data ? formatNaira(balance) : "…"}</span>
      </p>
      {short > 0 && (
        <p className="text-sm text-warning-800" data-testid="wallet-short">
          Your wallet is {formatNaira(short)} short.{" "}
          <ButtonLink to="/dashboard/wallet" variant="link" size="sm" className="px-0">
            Top up your wallet
          </ButtonLink>{" "}
          or pay by link.
          {short >= LARGE_SUM_KOBO &&
            " For a large sum, top up by bank transfer to your own account number: any amount, no card limit."}
        </p>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={disabled || busy || short > 0 || !wallet.data || amountKobo === undefined}
          onClick={() => onPay("wallet")}
        >
          Pay {amountKobo !== undefined ? formatNaira(amountKobo) : ""} from wallet
        </Button>
        <Button variant="outline" disabled={disabled || busy} onClick={() => onPay("link")}>
          Pay by card or transfer
        </Button>
      </div>
    </>
  );
}
