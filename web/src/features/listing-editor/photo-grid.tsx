import { useState, type DragEvent } from "react";
import { Alert } from "../../components/ui/alert";
import { cn } from "../../lib/cn";
import type { MediaEntry } from "./editor-form";
import { ACCEPT_ATTR } from "./file-rules";
import { CameraIcon } from "./icons";
import { PhotoTile, type TileActions } from "./photo-tile";
import type { UploadStatus } from "./use-uploader";
import { ErrorText } from "../../components/ui/input";

type Props = TileActions & {
  id: string;
  label: string;
  hint?: string;
  entries: MediaEntry[];
  statuses: Record<string, UploadStatus>;
  primaryKey?: string | null;
  problems: string[];
  error?: string;
  /** Keys of photos with a server call in flight (saved media acts immediately). */
  busyKeys?: ReadonlySet<string>;
  onFiles: (files: File[]) => void;
};

/** Picker (tap or drop) and the grid of photos with progress, Retry and Remove. */
export function PhotoGrid({
  id,
  label,
  hint,
  entries,
  statuses,
  primaryKey,
  problems,
  error,
  busyKeys,
  onFiles,
  ...actions
}: Props) {
  const [dragging, setDragging] = useState(false);
  const mainKey = actions.onPrimary ? (entries.find((e) => e.key === primaryKey) ?? entries[0])?.key : undefined;
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onFiles([...e.dataTransfer.files]);
  };
  return (
    <div className="space-y-3">
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:border-brand-500 hover:border-brand-500",
          dragging ? "border-brand-500 bg-brand-50" : "border-ink-300 bg-white",
          error && "border-danger-600",
        )}
      >
        <CameraIcon className="size-6 text-brand-600" />
        <span className="text-sm font-medium text-ink-900">{label}</span>
        <span className="text-xs text-ink-500">
          {hint ?? "JPEG, PNG or WebP, up to 10 MB each. Tap to choose or drop them here."}
        </span>
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPT_ATTR}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
      </label>
      <ErrorText>{error}</ErrorText>
      {problems.length > 0 && (
        <Alert variant="warning">
          <ul className="space-y-0.5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {entries.length > 0 && (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={`${label}: ${entries.length} added`}
        >
          {entries.map((e, i) => (
            <PhotoTile
              key={e.key}
              entry={e}
              index={i}
              count={entries.length}
              status={statuses[e.key]}
              primary={e.key === mainKey}
              busy={busyKeys?.has(e.key)}
              {...actions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
