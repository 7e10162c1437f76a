import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { deleteMedia, rotateMedia, setPrimaryMedia } from "../listings/api";
import type { MediaEntry } from "./editor-form";
import { newKey } from "./editor-api";
import type { EditorForm } from "./fields";
import { triageFiles } from "./file-rules";
import { addEntries, groupMedia, moveEntry, nextRotation, patchEntry, removeEntry, type MediaGroup } from "./media-ops";
import type { useUploader } from "./use-uploader";

export type Uploader = ReturnType<typeof useUploader>;

/**
 * What the photo tiles do. New photos change only the form (sent on Publish/Save); photos already saved
 * on the listing (edit) act on the server at once, as the lister expects from a delete or a rotate button.
 */
export function useMediaActions(form: EditorForm, uploader: Uploader, propertyId?: string) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Record<MediaGroup, string[]>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const { update } = form;

  const onServer = async (key: string, call: () => Promise<void>) => {
    setBusy((b) => new Set(b).add(key));
    try {
      await call();
      void queryClient.invalidateQueries({ queryKey: ["listings"] });
    } catch {
      // unwrap() has already shown the error toast.
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(key);
        return next;
      });
    }
  };
  const isSaved = (e: MediaEntry): e is MediaEntry & { token: string } => Boolean(e.saved && e.token && propertyId);

  return {
    problems,
    busy,
    addFiles(group: MediaGroup, files: File[]) {
      const { accepted, problems: found } = triageFiles(files, groupMedia(form.values, group).length);
      setProblems((p) => ({ ...p, [group]: found }));
      const entries = accepted.map((f) => ({
        key: newKey(),
        token: null,
        saved: false,
        preview: "",
        rotation: 0,
        name: f.name,
      }));
      update((v) => addEntries(v, group, entries), group === "property" ? "mediaTokens" : undefined);
      entries.forEach((e, i) => uploader.start(e.key, accepted[i]!));
    },
    onRemove(e: MediaEntry) {
      if (isSaved(e))
        return void onServer(e.key, () =>
          deleteMedia(propertyId!, e.token).then(() => update((v) => removeEntry(v, e.key))),
        );
      uploader.cancel(e.key);
      update((v) => removeEntry(v, e.key), "mediaTokens");
    },
    onRetry: uploader.retry,
    onRotate(e: MediaEntry) {
      if (isSaved(e))
        return void onServer(e.key, () =>
          rotateMedia(e.token, 90).then((r) => update((v) => patchEntry(v, e.key, { rotation: r.rotation }))),
        );
      update((v) => patchEntry(v, e.key, { rotation: nextRotation(e.rotation) }));
    },
    onPrimary(e: MediaEntry) {
      if (isSaved(e))
        return void onServer(e.key, () =>
          setPrimaryMedia(propertyId!, e.token).then(() => update((v) => ({ ...v, primaryKey: e.key }))),
        );
      update((v) => ({ ...v, primaryKey: e.key }), "primaryMediaToken");
    },
    onMove: (group: MediaGroup) => (e: MediaEntry, by: -1 | 1) => update((v) => moveEntry(v, group, e.key, by)),
  };
}
