import { IMAGE_TYPES as ACCEPTED_TYPES } from "@contracts/constants";
import { LISTING_RULES } from "@contracts/listings";

export const ACCEPT_ATTR = ACCEPTED_TYPES.join(",");

const MB = 1024 * 1024;

export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

/** Why a picked file cannot be uploaded, in words the lister understands; null when it can. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a picture (JPEG, PNG or WebP).`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > LISTING_RULES.maxUploadBytes) {
    return `${file.name} is too large (${formatMegabytes(file.size)}). A picture can be at most ${formatMegabytes(LISTING_RULES.maxUploadBytes)}.`;
  }
  return null;
}

/** Splits a pick into files to upload and messages for the rest, keeping within the photo limit. */
export function triageFiles<F extends { name: string; type: string; size: number }>(
  files: F[],
  alreadyHave: number,
  max: number = LISTING_RULES.maxPhotos,
) {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const f of files) {
    const problem = fileProblem(f);
    if (problem) problems.push(problem);
    else if (alreadyHave + accepted.length >= max)
      problems.push(`${f.name} was not added: a listing can have at most ${max} photos.`);
    else accepted.push(f);
  }
  return { accepted, problems };
}
