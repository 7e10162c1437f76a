// Worker thread: draws its share of the seed pictures, keeps them in the cache and sends them back a few at a time.
import { renameSync, writeFileSync } from "node:fs";
import { parentPort, threadId, workerData } from "node:worker_threads";
import { renderSet } from "./pictures.mjs";

let batch = [];
for (const p of workerData.pictures) {
  const { original, thumb, small, large } = await renderSet(p.spec);
  // Written then renamed, thumbnail last: a seed running alongside never reads half a file, and the
  // thumbnail's presence marks a complete cache entry.
  for (const [ext, bytes] of [
    [".webp", original],
    [".w320.webp", small],
    [".w960.webp", large],
    [".md.webp", thumb],
  ]) {
    writeFileSync(`${p.file}${ext}.${process.pid}-${threadId}.tmp`, bytes);
    renameSync(`${p.file}${ext}.${process.pid}-${threadId}.tmp`, `${p.file}${ext}`);
  }
  batch.push({
    id: p.id,
    originalKey: p.originalKey,
    thumbKey: p.thumbKey,
    smallKey: p.smallKey,
    largeKey: p.largeKey,
    original,
    thumb,
    small,
    large,
  });
  if (batch.length === 8) {
    parentPort.postMessage(batch);
    batch = [];
  }
}
if (batch.length) parentPort.postMessage(batch);
