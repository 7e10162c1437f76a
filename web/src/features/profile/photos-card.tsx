import { useRef, useState, type ChangeEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { imageTypeOf } from "@contracts/constants";
import { PROFILE_MESSAGES, PROFILE_RULES, type Profile } from "@contracts/profile";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { processImage, putWithProgress } from "../listing-editor/upload";
import { profileQuery, requestImageUpload, storeProfile } from "./api";

type Kind = "profile" | "banner";

/**
 * The longest side each picture is stored at: an avatar is drawn at most 96 CSS px (×3 on the sharpest
 * phones), a banner across a page. Nothing larger is ever sent to a phone.
 */
const MAX_LONG: Record<Kind, number> = { profile: 384, banner: 1600 };

/** Resized in the browser (as listing pictures are), then sent straight to storage through a signed link. */
async function uploadPicture(kind: Kind, file: File, onProgress: (f: number) => void) {
  if (!(PROFILE_RULES.imageTypes as readonly string[]).includes(file.type))
    throw new Error(PROFILE_MESSAGES.onlyImages);
  const img = await processImage(file, { maxLong: MAX_LONG[kind] });
  if (img.original.size > PROFILE_RULES.maxImageBytes) throw new Error(PROFILE_MESSAGES.imageTooLarge);
  const ticket = await requestImageUpload(kind, imageTypeOf(img.original), img.original.size);
  await putWithProgress(ticket.uploadUrl, img.original, (n) => onProgress(n / img.original.size));
}

/** Also used by the admin settings (a staff member's own picture): `onDone` runs after a successful upload. */
export function PhotoPicker({
  kind,
  label,
  current,
  initials,
  onDone,
}: {
  kind: Kind;
  label: string;
  current: string | null;
  initials: string;
  onDone?: () => void;
}) {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    try {
      await uploadPicture(kind, file, setProgress);
      const fresh = await qc.fetchQuery({ ...profileQuery(), staleTime: 0 });
      storeProfile(fresh);
      onDone?.();
      toast.success(kind === "profile" ? "Profile picture updated." : "Banner image updated.");
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The upload failed. Please try again.");
    } finally {
      setPreview(null);
      setProgress(null);
      URL.revokeObjectURL(local);
    }
  }

  const src = preview ?? current;
  const round = kind === "profile";
  return (
    <div className="flex flex-col gap-3">
      <span className="text-sm font-medium text-ink-800">{label}</span>
      <div
        className={
          round
            ? "relative size-24 overflow-hidden rounded-full bg-brand-100"
            : "relative aspect-[4/1] w-full overflow-hidden rounded-lg bg-ink-100"
        }
      >
        {src ? (
          <img
            src={src}
            alt=""
            width={round ? 96 : 640}
            height={round ? 96 : 160}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center text-lg font-semibold text-brand-800 uppercase">
            {round ? initials : ""}
          </span>
        )}
        {progress !== null && (
          <div
            className="absolute inset-x-0 bottom-0 h-1.5 bg-ink-900/20"
            role="progressbar"
            aria-label={`${label} upload`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={PROFILE_RULES.imageTypes.join(",")}
        className="sr-only"
        aria-label={`Choose ${label.toLowerCase()}`}
        onChange={pick}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        loading={progress !== null}
        onClick={() => input.current?.click()}
      >
        {current ? "Change" : "Upload"} {label.toLowerCase()}
      </Button>
    </div>
  );
}

export function PhotosCard({ profile }: { profile: Profile }) {
  const initials = (profile.firstName[0] ?? "") + (profile.lastName?.[0] ?? "");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photos</CardTitle>
        <p className="text-sm text-ink-600">JPEG, PNG or WebP, up to 5 MB.</p>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <PhotoPicker kind="profile" label="Profile picture" current={profile.profilePicture} initials={initials} />
        <PhotoPicker kind="banner" label="Banner image" current={profile.bannerImage} initials={initials} />
      </CardContent>
    </Card>
  );
}
