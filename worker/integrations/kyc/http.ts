import type { KycVerifier } from "./index";

const ID_TYPES = {
  nin: "NIN",
  international_passport: "PASSPORT",
  drivers_licence: "DRIVERS_LICENSE",
  voters_card: "VOTERS_CARD",
} as const;

/**
 * A JSON identity-lookup API (NIN / passport / licence / PVC lookups as Nigerian KYC vendors offer them):
 * POST {idType, idNumber, firstName, lastName, reference} with an API key, answer
 * {status: "verified" | "rejected" | "pending", reference?, reason?}. Anything unexpected, a timeout or
 * an outage leaves the submission pending for manual review instead of refusing the user.
 */
export function httpKyc(url: string, apiKey: string): KycVerifier {
  return {
    name: "http",
    async verify(check) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${apiKey}`,
            "x-api-key": apiKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({
            idType: ID_TYPES[check.idType],
            idNumber: check.idNumber,
            firstName: check.firstName,
            lastName: check.lastName,
            reference: check.submissionId,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) return { status: "pending" };
        const data = (await res.json().catch(() => null)) as {
          status?: unknown;
          reference?: unknown;
          reason?: unknown;
        } | null;
        const providerRef = typeof data?.reference === "string" ? data.reference.slice(0, 100) : undefined;
        if (data?.status === "verified") return { status: "verified", providerRef };
        if (data?.status === "rejected") {
          const reason =
            typeof data.reason === "string" && data.reason.trim()
              ? data.reason.trim().slice(0, 300)
              : "The ID details did not match the issuing authority's records.";
          return { status: "rejected", reason, providerRef };
        }
        return { status: "pending", providerRef };
      } catch {
        return { status: "pending" };
      }
    },
  };
}
