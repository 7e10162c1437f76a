// Values the assistant's evaluation sets (table*.mjs, conversations*.mjs) write their expected searches with.
export const L = "lagos";
export const F = "federal-capital-territory";
export const M = 100_000_000; // ₦1m in kobo
export const K = 100_000; // ₦1k in kobo
export const FLATS = [8, 9, 11, 12, 13];
export const DUPLEX = [1, 2, 3];
export const BUNGALOW = [4, 5];
export const HOUSE = [1, 2, 3, 4, 5, 6];
/** The sets' clock: Fri 27 Nov 2026, 11:00 Lagos. */
export const NOW = Date.UTC(2026, 10, 27, 10);
