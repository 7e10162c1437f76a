/** zod-free, so route definitions in the SPA's entry bundle can use them. Re-exported by kyc.ts. */
export const KYC_STATUSES = ["pending", "verified", "rejected"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
