import { emptyValues, type EditorValues, type MediaEntry } from "./editor-form";

export const DRAFT_KEY = "listing.draft";

export type Draft = { v: 1; values: EditorValues; step: number; savedAt: number };

/** Only stored photos go into the draft: a picture still uploading cannot be resumed after a reload. */
const stored = (media: MediaEntry[]) => media.filter((m) => m.token);

export function saveDraft(values: EditorValues, step: number) {
  const keep: EditorValues = {
    ...values,
    media: stored(values.media),
    rooms: values.rooms.map((r) => ({ ...r, media: stored(r.media) })),
  };
  if (keep.primaryKey && !keep.media.some((m) => m.key === keep.primaryKey)) keep.primaryKey = null;
  const draft: Draft = { v: 1, values: keep, step, savedAt: Date.now() };
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full: keep the words and tokens, drop the small previews.
    const bare = (m: MediaEntry[]) => m.map((e) => ({ ...e, preview: "" }));
    const slim = {
      ...draft,
      values: { ...keep, media: bare(keep.media), rooms: keep.rooms.map((r) => ({ ...r, media: bare(r.media) })) },
    };
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(slim));
    } catch {
      // Private mode or no storage at all: the form still works, it just will not survive a reload.
    }
  }
}

export function loadDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    if (d.v !== 1 || !d.values) return null;
    // Fields added after the draft was written take their defaults.
    return {
      v: 1,
      values: { ...emptyValues(), ...d.values },
      step: Number(d.step) || 0,
      savedAt: Number(d.savedAt) || 0,
    };
  } catch {
    return null;
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** A draft worth offering back: the lister typed or uploaded something. */
export function hasContent(v: EditorValues) {
  return Boolean(v.title || v.description || v.address || v.price || v.media.length || v.rooms.length);
}
