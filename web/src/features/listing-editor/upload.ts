import { SIZED_VARIANTS } from "@contracts/listing-media";
import { imageTypeOf } from "@contracts/constants";
import { requestUpload } from "../listings/api";
import { ApiError } from "../../lib/api";
import { fitLongSide, fitWidth, type Size } from "./image-math";

export type ProcessedImage = {
  original: Blob;
  /** 640 wide (SPEC's thumbnailMdUrl). */
  thumb: Blob;
  /** The other right-sized copies (320, 960 and 1280 wide, never enlarged), made only for listing photos. */
  sized: { width: number; blob: Blob }[];
  width: number;
  height: number;
  /** A small JPEG data URL: survives a reload inside the draft, unlike object URLs. */
  preview: string;
};

const QUALITY = 0.82;

function canvasOf(size: Size) {
  const c = document.createElement("canvas");
  c.width = size.width;
  c.height = size.height;
  return c;
}

function draw(bitmap: ImageBitmap, size: Size) {
  const canvas = canvasOf(size);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot prepare pictures.");
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  return { canvas, ctx };
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/** WebP where the browser can encode it (it answers PNG when it cannot), else JPEG. */
async function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await toBlob(canvas, "image/webp");
  if (webp && webp.type === "image/webp") return webp;
  const jpeg = await toBlob(canvas, "image/jpeg");
  if (!jpeg) throw new Error("This browser cannot prepare pictures.");
  return jpeg;
}

/**
 * Decodes a picked picture and resizes it in the browser (the duplicate-photo fingerprint is the server's, from the
 * stored original). `withSizes` also makes the
 * 320, 960 and 1280 copies listing photos are shown with (srcset), so phones download the width they draw.
 */
export async function processImage(
  file: Blob,
  opts: { withSizes?: boolean; maxLong?: number } = {},
): Promise<ProcessedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error("This picture could not be read. It may be damaged.");
  }
  try {
    const size = fitLongSide({ width: bitmap.width, height: bitmap.height }, opts.maxLong);
    const original = await encode(draw(bitmap, size).canvas);
    const thumb = await encode(draw(bitmap, fitWidth(size)).canvas);
    const sized = [];
    // A copy at least as wide as the photo would only repeat it (pictures are never enlarged).
    if (opts.withSizes)
      for (const width of Object.values(SIZED_VARIANTS))
        if (width < size.width) sized.push({ width, blob: await encode(draw(bitmap, fitWidth(size, width)).canvas) });
    const preview = draw(bitmap, fitWidth(size, 200)).canvas.toDataURL("image/jpeg", 0.7);
    return { original, thumb, sized, width: size.width, height: size.height, preview };
  } finally {
    bitmap.close();
  }
}

/** PUT with upload progress: fetch() cannot report request-body progress, XMLHttpRequest can. */
export function putWithProgress(
  url: string,
  body: Blob,
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", body.type);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(body.size);
        return resolve();
      }
      let message = "The upload failed. Please try again.";
      try {
        const data = JSON.parse(xhr.responseText) as { message?: string };
        if (data.message) message = data.message;
      } catch {
        // Not JSON (a proxy's error page): keep the general message.
      }
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, "The connection dropped during the upload. Please try again."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Asks for a signed ticket, then sends the original, the thumbnail and the other widths the server offers
 * slots for; resolves to the media token.
 */
export async function uploadProcessed(
  img: ProcessedImage,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  // Where the ticket comes from: a listing picture by default; a rent dispute's photo asks its agreement.
  ticketFrom: typeof requestUpload = requestUpload,
): Promise<string> {
  const ticket = await ticketFrom({
    contentType: imageTypeOf(img.original),
    sizeBytes: img.original.size,
    width: img.width,
    height: img.height,
  });
  if (signal?.aborted) throw new DOMException("Upload cancelled", "AbortError");
  const parts: [string, Blob][] = [
    [ticket.uploadUrl, img.original],
    [ticket.thumbUploadUrl, img.thumb],
  ];
  for (const slot of ticket.sizeUploads) {
    const copy = img.sized.find((s) => s.width === slot.width);
    if (copy) parts.push([slot.uploadUrl, copy.blob]);
  }
  const total = parts.reduce((n, [, b]) => n + b.size, 0);
  let done = 0;
  for (const [url, blob] of parts) {
    await putWithProgress(url, blob, (n) => onProgress((done + n) / total), signal);
    done += blob.size;
  }
  return ticket.token;
}

/** The right-sized copies of a processed picture by width: the 640 thumbnail (when narrower) and the others. */
export const copiesOf = (img: ProcessedImage) => [
  ...(img.width > 640 ? [{ width: 640, blob: img.thumb }] : []),
  ...img.sized,
];

/**
 * Sends a picture kept as one object (an article picture, a banner) to the links of its ticket: the original, then
 * each copy the ticket has a slot for (the server lists them with the picture, for srcset).
 */
export async function putPictureWithCopies(
  img: ProcessedImage,
  ticket: { uploadUrl: string; sizeUploads: readonly { width: number; uploadUrl: string }[] },
) {
  await putWithProgress(ticket.uploadUrl, img.original, () => {});
  for (const copy of copiesOf(img)) {
    const slot = ticket.sizeUploads.find((s) => s.width === copy.width);
    if (slot) await putWithProgress(slot.uploadUrl, copy.blob, () => {});
  }
}
