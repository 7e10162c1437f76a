import type { CompanyRegistry } from "./index";

const FIRST = [
  "Adebayo",
  "Chukwu",
  "Lagoon",
  "Niger Delta",
  "Eko",
  "Zuma",
  "Olumo",
  "Savannah",
  "Crescent",
  "Kano Gate",
];
const SECOND = ["Properties", "Realty", "Homes", "Estates", "Holdings", "Ventures"];

/**
 * Development default: every well-formed number exists except the all-zero ones (handy for trying the
 * "not found" path), with a stable, plausible name derived from the digits.
 */
export const localRegistry: CompanyRegistry = {
  name: "local",
  async lookup(n) {
    if (/^0+$/.test(n.digits)) return { found: false };
    const d = Number(n.digits);
    const name = `${FIRST[d % FIRST.length]} ${SECOND[Math.floor(d / 10) % SECOND.length]}`;
    return { found: true, name: n.prefix === "RC" ? `${name} Limited` : `${name} Enterprises` };
  },
};
