import { useCallback, useEffect, useRef, useState } from "react";
import { processImage, uploadProcessed, type ProcessedImage } from "./upload";

export type UploadStatus = {
  state: "processing" | "uploading" | "error";
  progress: number;
  error?: string;
  preview?: string;
};

export type UploadReady = { token: string; preview: string };

type Job = { file: File; processed?: ProcessedImage; abort?: AbortController };

/**
 * The in-flight side of photo uploads. Finished uploads leave this hook (onReady hands the token to the
 * form, which keeps it in the draft); only pictures still being prepared, sent or failed are tracked here.
 */
export function useUploader(onReady: (key: string, ready: UploadReady) => void) {
  const [statuses, setStatuses] = useState<Record<string, UploadStatus>>({});
  const jobs = useRef(new Map<string, Job>());
  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current = onReady;
  });
  useEffect(() => {
    const all = jobs.current;
    return () => all.forEach((j) => j.abort?.abort());
  }, []);

  const patch = useCallback((key: string, p: Partial<UploadStatus>) => {
    setStatuses((s) => (s[key] ? { ...s, [key]: { ...s[key], ...p } } : s));
  }, []);

  const run = useCallback(
    async (key: string) => {
      const job = jobs.current.get(key);
      if (!job) return;
      const abort = new AbortController();
      job.abort = abort;
      try {
        if (!job.processed) {
          patch(key, { state: "processing", progress: 0, error: undefined });
          job.processed = await processImage(job.file, { withSizes: true });
          if (abort.signal.aborted) return;
        }
        patch(key, { state: "uploading", progress: 0, error: undefined, preview: job.processed.preview });
        const token = await uploadProcessed(job.processed, (f) => patch(key, { progress: f }), abort.signal);
        jobs.current.delete(key);
        setStatuses(({ [key]: _done, ...rest }) => rest);
        readyRef.current(key, { token, preview: job.processed.preview });
      } catch (e) {
        if (abort.signal.aborted || (e as Error).name === "AbortError") return;
        patch(key, { state: "error", error: e instanceof Error ? e.message : "The upload failed. Please try again." });
      }
    },
    [patch],
  );

  const start = useCallback(
    (key: string, file: File) => {
      jobs.current.set(key, { file });
      setStatuses((s) => ({ ...s, [key]: { state: "processing", progress: 0 } }));
      void run(key);
    },
    [run],
  );

  const retry = useCallback((key: string) => void run(key), [run]);

  const cancel = useCallback((key: string) => {
    jobs.current.get(key)?.abort?.abort();
    jobs.current.delete(key);
    setStatuses(({ [key]: _gone, ...rest }) => rest);
  }, []);

  /** Pictures not yet safely stored (preparing, sending or failed). */
  return { statuses, start, retry, cancel, pending: Object.keys(statuses).length };
}
