/** Rating labels, directory constants and name/phone display rules: plain TypeScript (no zod), so
 * the entry bundle (listing cards, route definitions) can use them. contracts/reviews.ts re-exports them. */
import { LIMITS } from "./constants";

/** SPEC §9: above 0 to 1 'Bad?', above 1 to 2 'Fair', above 2 to 3 'Average', above 3 to 4 'Good', above 4 to 5 'Excellent', otherwise 'Unrated'. */
export function ratingLabel(value: number | null | undefined): string {
  if (value === null || value === undefined || !(value > 0) || value > 5) return "Unrated";
  if (value <= 1) return "Bad?";
  if (value <= 2) return "Fair";
  if (value <= 3) return "Average";
  if (value <= 4) return "Good";
  return "Excellent";
}

/** SPEC §9: agent name truncated at 20. */
export function truncateName(name: string, max: number = LIMITS.agentNameTruncate) {
  return name.length > max ? `${name.slice(0, max).trimEnd()}…` : name;
}

/** "+234..." for tel: and wa.me links from a Nigerian number written 080..., 234... or +234.... */
export function internationalPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return null;
  if (digits.startsWith("234")) return `+${digits}`;
  if (digits.startsWith("0")) return `+234${digits.slice(1)}`;
  return `+234${digits}`;
}

/** The account types the directory lists (SPEC §2: brokerages, companies, agents and developers). */
export const PROFESSIONAL_TYPES = ["brokerage", "company", "agent", "developer"] as const;
export const DIRECTORY_SORTS = ["name_asc", "rating", "active_listings"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
/** SPEC §3: agents sort default name ascending. */
export const DEFAULT_DIRECTORY_SORT: DirectorySort = "name_asc";
export const DIRECTORY_PAGE_SIZE = 12;
export const MAX_LOCALITIES_OF_FOCUS = 10;
