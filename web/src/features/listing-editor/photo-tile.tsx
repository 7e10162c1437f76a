import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import type { MediaEntry } from "./editor-form";
import { ArrowIcon, RotateIcon, StarIcon, TrashIcon } from "./icons";
import type { UploadStatus } from "./use-uploader";

export type TileActions = {
  onRemove: (e: MediaEntry) => void;
  onRetry: (key: string) => void;
  onRotate: (e: MediaEntry) => void;
  onPrimary?: (e: MediaEntry) => void;
  onMove?: (e: MediaEntry, by: -1 | 1) => void;
};

type Props = TileActions & {
  entry: MediaEntry;
  index: number;
  count: number;
  status?: UploadStatus;
  primary: boolean;
  busy?: boolean;
};

const iconButton =
  "flex size-9 items-center justify-center rounded-lg bg-white/90 text-ink-800 shadow-xs hover:bg-white disabled:opacity-50";

/** One photo: preview (rotation shown with CSS), upload progress or failure, and its actions. */
export function PhotoTile({
  entry,
  index,
  count,
  status,
  primary,
  busy,
  onRemove,
  onRetry,
  onRotate,
  onPrimary,
  onMove,
}: Props) {
  const n = index + 1;
  const preview = entry.preview || status?.preview;
  return (
    <li
      className={cn(
        "relative overflow-hidden rounded-xl border bg-ink-100",
        primary ? "border-brand-600 ring-2 ring-brand-600" : "border-ink-200",
      )}
    >
      <div className="relative aspect-square overflow-hidden">
        {preview ? (
          <img
            src={preview}
            alt={entry.name ? `Photo ${n}: ${entry.name}` : `Photo ${n}`}
            width={200}
            height={200}
            loading="lazy"
            className="size-full object-cover transition-transform"
            style={{ transform: entry.rotation ? `rotate(${entry.rotation}deg)` : undefined }}
            data-rotation={entry.rotation}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-500">
            <Spinner label="Preparing photo" className="size-6" />
          </div>
        )}
        {primary && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
            Main photo
          </span>
        )}
        {status && status.state !== "error" && (
          <div className="absolute inset-x-2 bottom-2 rounded-md bg-white/90 p-1.5 text-xs text-ink-700">
            <span>
              {status.state === "processing" ? "Preparing…" : `Uploading ${Math.round(status.progress * 100)}%`}
            </span>
            <div
              role="progressbar"
              aria-label={`Upload of photo ${n}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(status.progress * 100)}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-ink-200"
            >
              <div
                className="h-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round(status.progress * 100)}%` }}
              />
            </div>
          </div>
        )}
        {status?.state === "error" && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/90 p-2 text-center">
            <p role="alert" className="text-xs text-danger-700">
              {status.error}
            </p>
            <Button size="sm" variant="outline" onClick={() => onRetry(entry.key)}>
              Retry
            </Button>
          </div>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 p-1.5">
        <div className="flex gap-1">
          {onPrimary && (
            <button
              type="button"
              className={cn(iconButton, primary && "text-brand-700")}
              aria-pressed={primary}
              aria-label={`Set photo ${n} as main photo`}
              title="Main photo"
              disabled={busy || !entry.token}
              onClick={() => onPrimary(entry)}
            >
              <StarIcon filled={primary} />
            </button>
          )}
          <button
            type="button"
            className={iconButton}
            aria-label={`Rotate photo ${n}`}
            title="Rotate 90°"
            disabled={busy || (!entry.token && !status)}
            onClick={() => onRotate(entry)}
          >
            <RotateIcon />
          </button>
        </div>
        <div className="flex gap-1">
          {onMove && count > 1 && (
            <>
              <button
                type="button"
                className={cn(iconButton, "hidden sm:flex")}
                aria-label={`Move photo ${n} left`}
                disabled={busy || index === 0}
                onClick={() => onMove(entry, -1)}
              >
                <ArrowIcon dir="left" />
              </button>
              <button
                type="button"
                className={cn(iconButton, "hidden sm:flex")}
                aria-label={`Move photo ${n} right`}
                disabled={busy || index === count - 1}
                onClick={() => onMove(entry, 1)}
              >
                <ArrowIcon dir="right" />
              </button>
            </>
          )}
          <button
            type="button"
            className={cn(iconButton, "text-danger-700")}
            aria-label={`Remove photo ${n}`}
            title="Remove"
            disabled={busy}
            onClick={() => onRemove(entry)}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
