import type { z } from "zod";
import type { KycFileKind, kycSubmitInput } from "@contracts/kyc";
import { imageTypeOf } from "@contracts/constants";
import { client, unwrap, queryOptions } from "../../lib/client";
import { processImage, putWithProgress } from "../listing-editor/upload";

export const kycQuery = () =>
  queryOptions({
    queryKey: ["kyc"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/kyc")),
  });

/**
 * Resizes the photo in the browser (≤ 2048 px, re-encoded: also drops EXIF location data), asks for a
 * private signed URL and PUTs the bytes with progress. Resolves to the key the submission refers to.
 */
export async function uploadKycPhoto(
  file: File,
  kind: KycFileKind,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const img = await processImage(file);
  const ticket = await unwrap(
    client.POST("/v1/secure/kyc/uploads", {
      body: { kind, contentType: imageTypeOf(img.original), sizeBytes: img.original.size },
    }),
    { silent: true },
  );
  if (signal?.aborted) throw new DOMException("Upload cancelled", "AbortError");
  await putWithProgress(ticket.uploadUrl, img.original, (n) => onProgress(n / img.original.size), signal);
  return { key: ticket.key, preview: img.preview };
}

export const submitKyc = (body: z.input<typeof kycSubmitInput>) =>
  unwrap(client.POST("/v1/secure/kyc", { body }), { silent: true });

export const saveCompanyRegistration = (number: string) =>
  unwrap(client.PUT("/v1/secure/kyc/company-registration", { body: { number } }), { silent: true });
