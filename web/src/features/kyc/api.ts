import type { CompanyRegistration, KycFileKind, KycStatusResponse, KycSubmission, KycUploadTicket } from "@contracts/kyc";
import { api } from "../../lib/api";
import { processImage, putWithProgress } from "../listing-editor/upload";

export const kycQuery = () => ({
  queryKey: ["kyc"] as const,
  queryFn: () => api<KycStatusResponse>("/v1/secure/kyc"),
});

/**
 * Resizes the photo in the browser (≤ 2048 px, re-encoded: also drops EXIF location data), asks for a
 * private signed URL and PUTs the bytes with progress. Resolves to the key the submission refers to.
 */
export async function uploadKycPhoto(file: File, kind: KycFileKind, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const img = await processImage(file);
  const ticket = await api<KycUploadTicket>("/v1/secure/kyc/uploads", {
    method: "POST",
    body: { kind, contentType: img.original.type, sizeBytes: img.original.size },
    silent: true,
  });
  if (signal?.aborted) throw new DOMException("Upload cancelled", "AbortError");
  await putWithProgress(ticket.uploadUrl, img.original, (n) => onProgress(n / img.original.size), signal);
  return { key: ticket.key, preview: img.preview };
}

export type KycSubmitBody = { idType: string; idNumber: string; documentKey: string; selfieKey: string };
export const submitKyc = (body: KycSubmitBody) => api<KycSubmission>("/v1/secure/kyc", { method: "POST", body, silent: true });

export const saveCompanyRegistration = (number: string) =>
  api<CompanyRegistration & { number: string }>("/v1/secure/kyc/company-registration", { method: "PUT", body: { number }, silent: true });
