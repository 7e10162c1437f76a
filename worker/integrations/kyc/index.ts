import type { KycIdType } from "../../contracts/kyc";
import { httpKyc } from "./http";
import { localKyc } from "./local";

export type KycCheck = {
  submissionId: string;
  userId: string;
  idType: KycIdType;
  idNumber: string;
  firstName: string;
  lastName: string | null;
};
/** "pending" leaves the submission in the admins' manual review queue. */
export type KycOutcome = { status: "pending" | "verified" | "rejected"; reason?: string; providerRef?: string };

/** One interface per outside service; configuration picks the adapter, local (manual review) is the default. */
export interface KycVerifier {
  readonly name: string;
  verify(check: KycCheck): Promise<KycOutcome>;
}

export function kycVerifier(env: Env): KycVerifier {
  if (env.KYC_PROVIDER === "http") {
    if (!env.KYC_API_URL || !env.KYC_API_KEY) throw new Error("KYC_PROVIDER=http needs KYC_API_URL and KYC_API_KEY");
    return httpKyc(env.KYC_API_URL, env.KYC_API_KEY);
  }
  return localKyc;
}
