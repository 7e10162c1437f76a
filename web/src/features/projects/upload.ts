import { processImage, putWithProgress } from "../listing-editor/upload";
import { photoTicket } from "./api";

/** A project photo through the listing pipeline: resized in the browser, sent to signed URLs; resolves to its token. */
export async function uploadProjectPhoto(file: File) {
  const img = await processImage(file);
  const type =
    img.original.type === "image/png" ? "image/png" : img.original.type === "image/webp" ? "image/webp" : "image/jpeg";
  const ticket = await photoTicket({
    contentType: type,
    sizeBytes: img.original.size,
    width: img.width,
    height: img.height,
  });
  await putWithProgress(ticket.uploadUrl, img.original, () => undefined);
  await putWithProgress(ticket.thumbUploadUrl, img.thumb, () => undefined);
  return { token: ticket.token, preview: img.preview };
}
