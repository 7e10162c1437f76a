import { and, eq, type SQL } from "drizzle-orm";
import { kycSubmissions } from "../../db/schema";
import {
  KYC_MESSAGES,
  KYC_RULES,
  type KycFileKind,
  type KycUploadRequest,
  type KycUploadTicket,
} from "../../contracts/kyc";
import type { AuthUser } from "../../contracts/auth";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { readImageBody } from "../listings/upload-bytes";
import { signUpload, verifyUpload, type SignedUpload } from "../listings/upload-links";

/**
 * ID documents and selfies live under the private R2 prefix `kyc/`, which GET /media/* never serves
 * (isPublicMediaKey only admits `listings/`). They reach a browser only through the owner's or a
 * reviewing admin's authenticated request, as attachments.
 */
const EXT = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FILE = new RegExp(`^(${UUID})\\.(jpg|png|webp)$`);

export const kycKey = (userId: string, file: string) => `kyc/${userId}/${file}`;
/** A key is the caller's only when it sits under their own folder. */
export const isOwnKycKey = (userId: string, key: string) =>
  key.startsWith(`kyc/${userId}/`) && FILE.test(key.slice(`kyc/${userId}/`.length));

export async function createKycUpload(
  ctx: ServiceCtx,
  user: AuthUser,
  input: KycUploadRequest,
): Promise<KycUploadTicket> {
  if (input.sizeBytes > KYC_RULES.maxUploadBytes)
    throw new ApiError(413, KYC_MESSAGES.tooLarge, [{ field: "sizeBytes", message: KYC_MESSAGES.tooLarge }]);
  const file = `${newId()}.${EXT[input.contentType]}`;
  const key = kycKey(user.id, file);
  const expiresAt = ctx.now + KYC_RULES.uploadUrlTtlMs;
  const sig = await signUpload(ctx.env, key, `kyc:${input.kind}`, expiresAt);
  return { key, uploadUrl: `/v1/kyc/upload/${input.kind}/${user.id}/${file}?exp=${expiresAt}&sig=${sig}`, expiresAt };
}

export type IncomingKycUpload = {
  kind: KycFileKind;
  userId: string;
  file: string;
} & SignedUpload;

/** The signed link is the credential; the bytes must be the picture type the key was issued for. */
export async function receiveKycUpload(ctx: ServiceCtx, up: IncomingKycUpload) {
  const key = kycKey(up.userId, up.file);
  const m = FILE.exec(up.file);
  const announced = m?.[2];
  if (!announced) throw new ApiError(404, MESSAGES.notFound);
  await verifyUpload(ctx, key, `kyc:${up.kind}`, up.exp, up.sig);
  const { bytes, ext, type } = await readImageBody(up.body, up.contentLength, KYC_RULES.maxUploadBytes);
  if (ext !== announced)
    throw fieldError(
      "body",
      `This picture is a ${ext.toUpperCase()} file, not the ${announced.toUpperCase()} that was announced. Please upload it again.`,
    );
  // A ticket is single use and evidence is immutable: R2 writes only when no object has this key yet
  // (If-None-Match: *), decided by R2 itself, so two racing PUTs cannot both land and nothing can replace
  // a file after it was submitted for review.
  const stored = await ctx.env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: type },
    customMetadata: { kind: up.kind, userId: up.userId },
    onlyIf: new Headers({ "if-none-match": "*" }),
  });
  if (!stored) throw new ApiError(409, KYC_MESSAGES.ticketUsed, [{ field: "file", message: KYC_MESSAGES.ticketUsed }]);
  return { key, contentType: type, sizeBytes: bytes.byteLength };
}

/** 400 naming the field unless the key is the user's own upload of that kind and it has arrived. */
export async function assertUploaded(ctx: ServiceCtx, userId: string, key: string, kind: KycFileKind, field: string) {
  if (!isOwnKycKey(userId, key)) throw fieldError(field, KYC_MESSAGES.missingUpload);
  const head = await ctx.env.MEDIA.head(key);
  if (!head || head.customMetadata?.kind !== kind) throw fieldError(field, KYC_MESSAGES.missingUpload);
}

/**
 * One submission's document or selfie. `ownerId` scopes the lookup to the caller's own submissions
 * (null only for admins, whose permission the route has checked): someone else's id is a plain 404.
 */
export async function readKycFile(ctx: ServiceCtx, submissionId: string, kind: KycFileKind, ownerId: string | null) {
  const where: SQL[] = [eq(kycSubmissions.id, submissionId)];
  if (ownerId !== null) where.push(eq(kycSubmissions.userId, ownerId));
  const row = await ctx.db
    .select({ documentKey: kycSubmissions.documentKey, selfieKey: kycSubmissions.selfieKey })
    .from(kycSubmissions)
    .where(and(...where))
    .get();
  const key = kind === "document" ? row?.documentKey : row?.selfieKey;
  const obj = key ? await ctx.env.MEDIA.get(key) : null;
  if (!key || !obj) throw new ApiError(404, MESSAGES.notFound);
  return { obj, filename: `${kind}-${submissionId}.${key.split(".").pop()}` };
}
