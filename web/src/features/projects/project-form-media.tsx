import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { videoLinkSchema } from "@contracts/listing-input";
import { PROJECT_RULES } from "@contracts/projects";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form";
import { Input, useFieldControl } from "../../components/ui/input";
import { uploadProjectPhoto } from "./upload";
import type { ProjectDraft } from "./project-draft";

/** Photos upload as soon as they are chosen; the form keeps their tokens. A failed upload shows beside the photos. */
export function PhotosField({
  uploading,
  setUploading,
}: {
  uploading: number;
  setUploading: (fn: (n: number) => number) => void;
}) {
  const { setValue, getValues, setError, clearErrors } = useFormContext<ProjectDraft>();
  const tokens = useWatch<ProjectDraft, "mediaTokens">({ name: "mediaTokens" });
  const [previews, setPreviews] = useState<string[]>([]);
  const addPhotos = async (files: FileList | null) => {
    clearErrors("mediaTokens");
    for (const file of Array.from(files ?? []).slice(0, PROJECT_RULES.maxPhotos - getValues("mediaTokens").length)) {
      setUploading((n) => n + 1);
      try {
        const { token, preview } = await uploadProjectPhoto(file);
        setValue("mediaTokens", [...getValues("mediaTokens"), token]);
        setPreviews((p) => [...p, preview]);
      } catch (e) {
        setError("mediaTokens", {
          type: "upload",
          message: e instanceof Error && e.message ? e.message : "The photo could not be uploaded. Please try again.",
        });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  return (
    <>
      <FormField<ProjectDraft>
        name="mediaTokens"
        label="Photos"
        id="p-photos"
        hint={
          uploading ? `Uploading ${uploading} photo(s)…` : `${tokens.length} uploaded; the first is the main photo.`
        }
      >
        <PhotoInput onFiles={(f) => void addPhotos(f)} />
      </FormField>
      {previews.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {previews.map((p, i) => (
            <li key={i}>
              <img src={p} alt={`Photo ${i + 1}`} className="h-20 w-28 rounded object-cover" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PhotoInput({ onFiles }: { onFiles: (f: FileList | null) => void }) {
  return (
    <input
      {...useFieldControl()}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      multiple
      onChange={(e) => onFiles(e.target.files)}
      className="min-w-0 text-sm"
    />
  );
}

/** Video links are added one at a time and checked as the API checks them; a refused link's reason shows beside the field. */
export function VideosField() {
  const { setValue, getValues, setError, clearErrors } = useFormContext<ProjectDraft>();
  const links = useWatch<ProjectDraft, "videoLinks">({ name: "videoLinks" });
  const [video, setVideo] = useState("");
  const add = () => {
    const url = video.trim();
    if (!url) return;
    const checked = videoLinkSchema.safeParse(url);
    if (!checked.success)
      return setError("videoLinks", { type: "link", message: checked.error.issues[0]?.message }, { shouldFocus: true });
    setValue("videoLinks", [...getValues("videoLinks"), checked.data], { shouldValidate: true });
    setVideo("");
  };
  return (
    <>
      <FormField<ProjectDraft> name="videoLinks" label="Video link (YouTube or Vimeo)" id="p-video">
        <div className="flex gap-2">
          <VideoInput
            value={video}
            onChange={(v) => {
              setVideo(v);
              clearErrors("videoLinks");
            }}
            onAdd={add}
          />
          <Button type="button" variant="outline" onClick={add}>
            Add
          </Button>
        </div>
      </FormField>
      {links.length > 0 && (
        <ul className="text-sm">
          {links.map((v) => (
            <li key={v} className="break-all">
              {v}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function VideoInput({ value, onChange, onAdd }: { value: string; onChange: (v: string) => void; onAdd: () => void }) {
  return (
    <Input
      value={value}
      inputMode="url"
      autoCapitalize="none"
      onChange={(e) => onChange(e.target.value)}
      // Enter adds the link (it would otherwise submit the step).
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onAdd();
        }
      }}
      placeholder="https://youtu.be/..."
    />
  );
}
