import { httpRegistry } from "./http";
import { localRegistry } from "./local";

export type RegNumber = { prefix: "RC" | "BN"; digits: string; formatted: string };
/** `unavailable`: the registry could not answer; the number is kept unverified. */
export type RegLookup = { found: true; name: string } | { found: false } | { unavailable: true };

/** Company registration (CAC RC / BN numbers) lookup; local is the default. */
export interface CompanyRegistry {
  readonly name: string;
  lookup(number: RegNumber): Promise<RegLookup>;
}

export function companyRegistry(env: Env): CompanyRegistry {
  if (env.COMPANY_REGISTRY_PROVIDER === "http") {
    if (!env.COMPANY_REGISTRY_API_URL || !env.COMPANY_REGISTRY_API_KEY)
      throw new Error("COMPANY_REGISTRY_PROVIDER=http needs COMPANY_REGISTRY_API_URL and COMPANY_REGISTRY_API_KEY");
    return httpRegistry(env.COMPANY_REGISTRY_API_URL, env.COMPANY_REGISTRY_API_KEY);
  }
  return localRegistry;
}
