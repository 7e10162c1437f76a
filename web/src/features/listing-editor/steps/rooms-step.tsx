import { useState } from "react";
import { LISTING_RULES } from "@contracts/listings";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { deleteRoom, newKey } from "../editor-api";
import { StepHeading, TextAreaField, TextField, type EditorForm } from "../fields";
import { PhotoGrid } from "../photo-grid";
import type { Uploader, useMediaActions } from "../use-media-actions";

type Props = { form: EditorForm; uploader: Uploader; media: ReturnType<typeof useMediaActions>; propertyId?: string };

/** Named rooms (Master bedroom, Kitchen...), each with its own photos. */
export function RoomsStep({ form, uploader, media, propertyId }: Props) {
  const { values: v, update, error } = form;
  const [removing, setRemoving] = useState<string | null>(null);
  const add = () =>
    update((prev) => ({ ...prev, rooms: [...prev.rooms, { key: newKey(), name: "", description: "", media: [] }] }));
  const patch = (key: string, p: { name?: string; description?: string }, field?: string) =>
    update((prev) => ({ ...prev, rooms: prev.rooms.map((r) => (r.key === key ? { ...r, ...p } : r)) }), field);
  const remove = async (key: string, id?: string) => {
    if (id && propertyId) {
      setRemoving(key);
      const ok = await deleteRoom(propertyId, id).then(
        () => true,
        () => false,
      );
      setRemoving(null);
      if (!ok) return;
    }
    const room = v.rooms.find((r) => r.key === key);
    room?.media.forEach((m) => uploader.cancel(m.key));
    update((prev) => ({ ...prev, rooms: prev.rooms.filter((r) => r.key !== key) }));
  };
  return (
    <div className="space-y-5">
      <StepHeading title="Rooms">
        Optional. Name the rooms and add their photos so seekers can walk through the property.
      </StepHeading>
      {v.rooms.length === 0 && (
        <EmptyState
          frame="rounded-xl border border-dashed border-ink-300"
          title="No rooms yet"
          description="Add the bedrooms, kitchen or living room with their own photos, or skip this step."
        />
      )}
      <ol className="space-y-4">
        {v.rooms.map((r, i) => (
          <li key={r.key} className="space-y-4 rounded-xl border border-ink-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium text-ink-900">
                Room {i + 1}
                {r.name ? `: ${r.name}` : ""}
              </h3>
              <Button variant="ghost" size="sm" loading={removing === r.key} onClick={() => void remove(r.key, r.id)}>
                <span className="text-danger-700">Remove room</span>
              </Button>
            </div>
            <TextField
              label="Room name"
              field={`rooms.${i}.name`}
              error={error(`rooms.${i}.name`)}
              value={r.name}
              onValue={(x) => patch(r.key, { name: x }, `rooms.${i}.name`)}
              placeholder="e.g. Master bedroom"
              maxLength={80}
            />
            <TextAreaField
              label="About this room (optional)"
              field={`rooms.${i}.description`}
              error={error(`rooms.${i}.description`)}
              value={r.description}
              onValue={(x) => patch(r.key, { description: x }, `rooms.${i}.description`)}
              rows={2}
            />
            <PhotoGrid
              id={`le-room-${r.key}-photos`}
              label={`Add photos of ${r.name || `room ${i + 1}`}`}
              entries={r.media}
              statuses={uploader.statuses}
              problems={media.problems[r.key] ?? []}
              busyKeys={media.busy}
              onFiles={(files) => media.addFiles(r.key, files)}
              onRemove={media.onRemove}
              onRetry={media.onRetry}
              onRotate={media.onRotate}
              onMove={media.onMove(r.key)}
            />
          </li>
        ))}
      </ol>
      <Button variant="outline" onClick={add} disabled={v.rooms.length >= LISTING_RULES.maxRooms}>
        Add a room
      </Button>
    </div>
  );
}
