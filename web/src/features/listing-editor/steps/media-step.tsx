import { useState } from "react";
import { LISTING_RULES } from "@contracts/listings";
import { videoLinkSchema } from "@contracts/listing-input";
import { Button } from "../../../components/ui/button";
import { Field, Input, ErrorText } from "../../../components/ui/input";
import { deleteVideoLink, newKey } from "../editor-api";
import { fieldId, StepHeading, type EditorForm } from "../fields";
import { PhotoGrid } from "../photo-grid";
import type { Uploader, useMediaActions } from "../use-media-actions";

type Props = { form: EditorForm; uploader: Uploader; media: ReturnType<typeof useMediaActions>; propertyId?: string };

export function MediaStep({ form, uploader, media, propertyId }: Props) {
  const { values: v, update, error } = form;
  const [link, setLink] = useState("");
  const [linkError, setLinkError] = useState<string | undefined>();
  const addLink = () => {
    const r = videoLinkSchema.safeParse(link);
    if (!r.success) return setLinkError(r.error.issues[0]?.message);
    if (v.videoLinks.some((l) => l.url === r.data)) return setLinkError("This video is already added.");
    update((prev) => ({ ...prev, videoLinks: [...prev.videoLinks, { key: newKey(), url: r.data }] }), "videoLinks");
    setLink("");
    setLinkError(undefined);
  };
  const removeLink = async (key: string, id?: string) => {
    if (
      id &&
      propertyId &&
      !(await deleteVideoLink(propertyId, id).then(
        () => true,
        () => false,
      ))
    )
      return;
    update((prev) => ({ ...prev, videoLinks: prev.videoLinks.filter((l) => l.key !== key) }), "videoLinks");
  };
  return (
    <div className="space-y-6">
      <StepHeading title="Photos & video">
        Bright, real photos of this property. The starred photo is the one on the listing card. Pictures are resized on
        your phone before they upload.
      </StepHeading>
      <PhotoGrid
        id={fieldId("mediaTokens")}
        label="Add photos"
        entries={v.media}
        statuses={uploader.statuses}
        primaryKey={v.primaryKey}
        problems={media.problems.property ?? []}
        error={error("mediaTokens") ?? error("primaryMediaToken")}
        busyKeys={media.busy}
        onFiles={(files) => media.addFiles("property", files)}
        onRemove={media.onRemove}
        onRetry={media.onRetry}
        onRotate={media.onRotate}
        onPrimary={media.onPrimary}
        onMove={media.onMove("property")}
      />
      <section className="space-y-3">
        <h3 className="text-sm font-medium text-ink-800">Video tours</h3>
        {v.videoLinks.length > 0 && (
          <ul className="space-y-2">
            {v.videoLinks.map((l, i) => (
              <li
                key={l.key}
                className="flex items-center justify-between gap-2 rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm"
              >
                <a
                  href={l.url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="min-w-0 truncate text-brand-700 hover:underline"
                >
                  {l.url}
                </a>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove video ${i + 1}`}
                  onClick={() => void removeLink(l.key, l.id)}
                >
                  <span className="text-danger-700">Remove</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ErrorText>{error("videoLinks")}</ErrorText>
        {v.videoLinks.length < LISTING_RULES.maxVideoLinks && (
          <Field
            label="Video link"
            htmlFor="le-video-link"
            error={linkError}
            hint="A YouTube or Vimeo link to a video tour."
          >
            <div className="flex gap-2">
              <Input
                type="url"
                inputMode="url"
                placeholder="https://youtu.be/..."
                value={link}
                onChange={(e) => {
                  setLink(e.target.value);
                  setLinkError(undefined);
                }}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addLink();
                  }
                }}
              />
              <Button variant="outline" className="shrink-0" onClick={addLink} disabled={!link.trim()}>
                Add video
              </Button>
            </div>
          </Field>
        )}
      </section>
    </div>
  );
}
