import { useMutation } from "@tanstack/react-query";
import { BANNER_LAYOUT } from "@contracts/banner-rules";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { uploadBannerPicture } from "./api";
import type { PreviewContent } from "./banner-preview";

export type BannerContent = PreviewContent & { ctaLink: string };
export const emptyContent: BannerContent = {
  title: "",
  description: "",
  ctaText: "View homes",
  ctaBackgroundColor: "#ffffff",
  ctaBorderColor: "#ffffff",
  ctaLink: "https://",
  image: null,
  mobileImage: null,
  tabletImage: null,
};
export type FieldErrors = Partial<Record<string, string>>;

/** The API's field errors by field name (a 400 names each). */
export function fieldErrorsOf(e: unknown): FieldErrors {
  return e instanceof ApiError ? Object.fromEntries(e.errors.map((x) => [x.field, x.message])) : {};
}

const PICTURES = [
  { key: "image", label: "Picture for computers (required)", hint: "About 1280 × 90 px or wider; JPEG, PNG or WebP, 2 MB at most." },
  { key: "tabletImage", label: "Picture for tablets (optional)", hint: `Shown on screens up to ${BANNER_LAYOUT.tabletMaxPx} px wide.` },
  { key: "mobileImage", label: "Picture for phones (optional)", hint: `Shown on screens up to ${BANNER_LAYOUT.mobileMaxPx} px wide, 30 px high.` },
] as const;

function Picture({
  id,
  label,
  hint,
  value,
  error,
  as,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string | null;
  error?: string;
  as: "owner" | "staff";
  onChange: (url: string | null) => void;
}) {
  const upload = useMutation({ mutationFn: (file: File) => uploadBannerPicture(file, as), onSuccess: onChange });
  const busy = upload.isPending;
  const failed = upload.error ? upload.error.message || "The picture could not be uploaded." : null;
  return (
    <Field label={label} htmlFor={id} hint={hint} error={failed ?? error}>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block w-full min-w-0 text-sm text-ink-700 file:mr-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-800"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
        {busy && <Spinner />}
        {value && !busy && <span className="text-sm whitespace-nowrap text-success-800">Uploaded ✓</span>}
      </div>
    </Field>
  );
}

/** Title, description, button and pictures: the part of a banner the broker's and staff's forms share. */
export function BannerFields({ value, onChange, errors, as }: { value: BannerContent; onChange: (v: BannerContent) => void; errors: FieldErrors; as: "owner" | "staff" }) {
  const set = <K extends keyof BannerContent>(k: K, v: BannerContent[K]) => onChange({ ...value, [k]: v });
  return (
    <div className="space-y-4">
      <Field label="Title" htmlFor="banner-title" error={errors.title} hint="3 to 80 characters; phones show the first few words.">
        <Input value={value.title} maxLength={80} onChange={(e) => set("title", e.target.value)} required />
      </Field>
      <Field label="Description (optional)" htmlFor="banner-description" error={errors.description} hint="Shown on tablets and computers.">
        <Input value={value.description} maxLength={160} onChange={(e) => set("description", e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Button text" htmlFor="banner-cta-text" error={errors.ctaText}>
          <Input value={value.ctaText} maxLength={24} onChange={(e) => set("ctaText", e.target.value)} required />
        </Field>
        <Field label="Button link" htmlFor="banner-cta-link" error={errors.ctaLink} hint="https://… or a page of this site (/sell).">
          <Input type="url" inputMode="url" value={value.ctaLink} onChange={(e) => set("ctaLink", e.target.value)} required />
        </Field>
        {(
          [
            ["ctaBackgroundColor", "Button colour"],
            ["ctaBorderColor", "Button border colour"],
          ] as const
        ).map(([k, label]) => (
          <Field key={k} label={label} htmlFor={`banner-${k}`} error={errors[k]}>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`${label} picker`}
                value={value[k]}
                onChange={(e) => set(k, e.target.value)}
                className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-ink-300 bg-white p-1"
              />
              <input id={`banner-${k}`} value={value[k]} onChange={(e) => set(k, e.target.value)} className={cn(inputClasses, "font-mono")} pattern="#[0-9a-fA-F]{6}" />
            </div>
          </Field>
        ))}
      </div>
      {PICTURES.map((p) => (
        <Picture key={p.key} id={`banner-${p.key}`} label={p.label} hint={p.hint} value={value[p.key]} error={errors[p.key]} as={as} onChange={(url) => set(p.key, url)} />
      ))}
    </div>
  );
}
