/**
 * A stored code (an account type, a status) in words a person reads: never "super_admin" or "pending" on
 * screen. Known codes have their own wording; anything else loses its underscores and gets a capital.
 */
const WORDS: Record<string, string> = {
  super_admin: "Super admin",
  staff: "Staff",
  brokerage: "Brokerage",
  company: "Company",
  developer: "Developer",
  agent: "Agent",
  seeker: "Home seeker",
  standard: "Standard",
  pending: "Waiting",
  held: "Held in escrow",
  released: "Paid out",
  refunded: "Refunded",
  claimed: "Claimed by the host",
  split: "Split",
  active: "Active",
  deactivated: "Deactivated",
  delisted: "Delisted",
  deleted: "Deleted",
};

export function words(code: string | null | undefined): string {
  if (!code) return "";
  const known = WORDS[code];
  if (known) return known;
  const plain = code.replace(/_/g, " ");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** A name's initials for an avatar without a picture: the first and last words' first letters ("Ada Obi" → "AO"). */
export function initials(name: string) {
  const w = name.trim().split(/\s+/);
  return ((w[0]?.[0] ?? "") + (w.length > 1 ? (w[w.length - 1]?.[0] ?? "") : "")).toUpperCase();
}
