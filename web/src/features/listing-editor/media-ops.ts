import type { EditorValues, MediaEntry } from "./editor-form";

/** Photos belong to the property ("property") or to one room (its key). */
export type MediaGroup = "property" | string;

export function groupMedia(v: EditorValues, group: MediaGroup): MediaEntry[] {
  return group === "property" ? v.media : (v.rooms.find((r) => r.key === group)?.media ?? []);
}

function mapGroup(v: EditorValues, group: MediaGroup, fn: (list: MediaEntry[]) => MediaEntry[]): EditorValues {
  if (group === "property") return { ...v, media: fn(v.media) };
  return { ...v, rooms: v.rooms.map((r) => (r.key === group ? { ...r, media: fn(r.media) } : r)) };
}

export const addEntries = (v: EditorValues, group: MediaGroup, entries: MediaEntry[]) =>
  mapGroup(v, group, (list) => [...list, ...entries]);

/** Applies a change to the photo with this key wherever it is. */
export function patchEntry(v: EditorValues, key: string, patch: Partial<MediaEntry>): EditorValues {
  const fix = (list: MediaEntry[]) =>
    list.some((m) => m.key === key) ? list.map((m) => (m.key === key ? { ...m, ...patch } : m)) : list;
  return { ...v, media: fix(v.media), rooms: v.rooms.map((r) => ({ ...r, media: fix(r.media) })) };
}

/** Removes a photo; if it was the main photo, the first remaining one becomes the main photo. */
export function removeEntry(v: EditorValues, key: string): EditorValues {
  const drop = (list: MediaEntry[]) => list.filter((m) => m.key !== key);
  const media = drop(v.media);
  return {
    ...v,
    media,
    primaryKey: v.primaryKey === key ? (media[0]?.key ?? null) : v.primaryKey,
    rooms: v.rooms.map((r) => ({ ...r, media: drop(r.media) })),
  };
}

/** Moves a photo one place left (-1) or right (+1) in its list. */
export function moveEntry(v: EditorValues, group: MediaGroup, key: string, by: -1 | 1): EditorValues {
  return mapGroup(v, group, (list) => {
    const i = list.findIndex((m) => m.key === key);
    const j = i + by;
    if (i < 0 || j < 0 || j >= list.length) return list;
    const next = [...list];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  });
}

export const nextRotation = (r: number) => (r + 90) % 360;

/** Photos uploaded since the editor opened whose rotation still has to be saved on the server. */
export function pendingRotations(v: EditorValues): { token: string; rotation: 90 | 180 | 270 }[] {
  return [...v.media, ...v.rooms.flatMap((r) => r.media)].flatMap((m) =>
    !m.saved && m.token && m.rotation ? [{ token: m.token, rotation: m.rotation as 90 | 180 | 270 }] : [],
  );
}
