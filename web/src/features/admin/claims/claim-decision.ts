import { formatNaira } from "../../../lib/format";
import { nairaToKobo } from "../../listing-editor/money";

/** How staff decide a host's claim on a caution deposit: all to the host, all back to the guest, or a split. */
export type ClaimChoice = "award" | "return" | "split";

export const CLAIM_CHOICES: { value: ClaimChoice; label: string }[] = [
  { value: "award", label: "Award the claim to the host" },
  { value: "return", label: "Return the deposit to the guest" },
  { value: "split", label: "Split: part to the host" },
];

export const CLAIM_NOTE_MIN = 3;
export const CLAIM_NOTE_MAX = 1000;

/**
 * The hostKobo POST /admin/api/stays/{id}/resolve-claim takes (the rest of the deposit goes back to the guest),
 * or the message for the field that is wrong. A split must give the host something and less than the claim.
 */
export function claimDecision(
  choice: ClaimChoice,
  splitNaira: string,
  claimKobo: number,
): { hostKobo: number } | { field: "amount"; error: string } {
  if (choice === "award") return { hostKobo: claimKobo };
  if (choice === "return") return { hostKobo: 0 };
  const kobo = nairaToKobo(splitNaira);
  if (kobo === null || Number.isNaN(kobo))
    return { field: "amount", error: "Enter the amount for the host in naira, e.g. 25,000." };
  if (kobo <= 0) return { field: "amount", error: "A split gives the host more than ₦0; choose “Return” otherwise." };
  if (kobo >= claimKobo)
    return {
      field: "amount",
      error: `A split gives the host less than the claim of ${formatNaira(claimKobo)}; choose “Award” otherwise.`,
    };
  return { hostKobo: kobo };
}

/** What the deposit does after the decision, for the confirmation line. */
export function claimOutcome(hostKobo: number, cautionKobo: number) {
  return `${formatNaira(hostKobo)} to the host, ${formatNaira(cautionKobo - hostKobo)} back to the guest.`;
}
