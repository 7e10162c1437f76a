import type { ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { useController, useFormContext, useWatch, type Control } from "react-hook-form";
import { BANNER_LAYOUT } from "@contracts/banner-rules";
import { FormField, InputField } from "../../components/ui/form";
import { Field, Input, useFieldControl } from "../../components/ui/input";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { uploadBannerPicture } from "./api";
import { BannerPreviewPane, type PreviewContent } from "./banner-preview";

/** The part of a banner the broker's and staff's forms share, as the form holds it ("" until a picture is uploaded). */
export type BannerContent = {
  title: string;
  description?: string;
  ctaText: string;
  ctaBackgroundColor: string;
  ctaBorderColor: string;
  ctaLink: string;
  image: string;
  mobileImage?: string | null;
  tabletImage?: string | null;
};
export const emptyContent: BannerContent = {
  title: "",
  description: "",
  ctaText: "View homes",
  ctaBackgroundColor: "#ffffff",
  ctaBorderColor: "#ffffff",
  ctaLink: "https://",
  image: "",
  mobileImage: null,
  tabletImage: null,
};

/** A banner form (`children`) in its card, and beside it on large screens the live preview of what it holds. */
export function BannerFormLayout({ control, children }: { control: Control<never>; children: ReactNode }) {
  const preview = usePreviewContent(control);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card>
        <CardContent className="p-5 sm:p-6">{children}</CardContent>
      </Card>
      <BannerPreviewPane content={preview} />
    </div>
  );
}

/** What the preview draws, live from the form's values. */
function usePreviewContent(control: Control<never>): PreviewContent {
  const v = useWatch({ control: control as unknown as Control<BannerContent> });
  return {
    title: v.title ?? "",
    description: v.description ?? "",
    ctaText: v.ctaText ?? "",
    ctaBackgroundColor: v.ctaBackgroundColor ?? "#ffffff",
    ctaBorderColor: v.ctaBorderColor ?? "#ffffff",
    image: v.image || null,
    mobileImage: v.mobileImage ?? null,
    tabletImage: v.tabletImage ?? null,
  };
}

const PICTURES = [
  {
    name: "image",
    label: "Picture for computers (required)",
    hint: "About 1280 × 90 px or wider; JPEG, PNG or WebP, 2 MB at most.",
  },
  {
    name: "tabletImage",
    label: "Picture for tablets (optional)",
    hint: `Shown on screens up to ${BANNER_LAYOUT.tabletMaxPx} px wide.`,
  },
  {
    name: "mobileImage",
    label: "Picture for phones (optional)",
    hint: `Shown on screens up to ${BANNER_LAYOUT.mobileMaxPx} px wide, 30 px high.`,
  },
] as const;

function FileControl({
  busy,
  value,
  onFile,
  inputRef,
}: {
  busy: boolean;
  value: string | null | undefined;
  onFile: (f: File) => void;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const wiring = useFieldControl();
  return (
    <div className="flex items-center gap-3">
      <input
        {...wiring}
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="block w-full min-w-0 text-sm text-ink-700 file:mr-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-800"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      {busy && <Spinner />}
      {value && !busy && <span className="text-sm whitespace-nowrap text-success-800">Uploaded ✓</span>}
    </div>
  );
}

/** A picture: uploaded as soon as it is chosen; the form keeps its URL. An upload failure shows where a form error would. */
function Picture({ name, label, hint, as }: (typeof PICTURES)[number] & { as: "owner" | "staff" }) {
  const { field, fieldState } = useController<BannerContent, typeof name>({ name });
  const upload = useMutation({
    mutationFn: (file: File) => uploadBannerPicture(file, as),
    onSuccess: (url) => field.onChange(url),
  });
  const failed = upload.error ? upload.error.message || "The picture could not be uploaded." : undefined;
  return (
    <Field label={label} htmlFor={`banner-${name}`} hint={hint} error={failed ?? fieldState.error?.message}>
      <FileControl busy={upload.isPending} value={field.value} onFile={(f) => upload.mutate(f)} inputRef={field.ref} />
    </Field>
  );
}

function Colour({ name, label }: { name: "ctaBackgroundColor" | "ctaBorderColor"; label: string }) {
  const { register, setValue, getFieldState, formState } = useFormContext<BannerContent>();
  const value = useWatch<BannerContent, typeof name>({ name });
  return (
    <FormField<BannerContent> name={name} label={label} id={`banner-${name}`}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : "#ffffff"}
          onChange={(e) =>
            setValue(name, e.target.value, {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted || getFieldState(name).invalid,
            })
          }
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-ink-300 bg-white p-1"
        />
        <Input {...register(name)} className="font-mono" spellCheck={false} autoCapitalize="none" />
      </div>
    </FormField>
  );
}

/** Title, description, button and pictures: the part of a banner the broker's and staff's forms share (inside a <Form>). */
export function BannerFields({ as }: { as: "owner" | "staff" }) {
  return (
    <div className="space-y-4">
      <InputField<BannerContent>
        name="title"
        label="Title"
        id="banner-title"
        hint="3 to 80 characters; phones show the first few words."
        maxLength={80}
      />
      <InputField<BannerContent>
        name="description"
        label="Description (optional)"
        id="banner-description"
        hint="Shown on tablets and computers."
        maxLength={160}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField<BannerContent> name="ctaText" label="Button text" id="banner-cta-text" maxLength={24} />
        <InputField<BannerContent>
          name="ctaLink"
          label="Button link"
          id="banner-cta-link"
          hint="https://… or a page of this site (/sell)."
          type="url"
          inputMode="url"
          autoCapitalize="none"
        />
        <Colour name="ctaBackgroundColor" label="Button colour" />
        <Colour name="ctaBorderColor" label="Button border colour" />
      </div>
      {PICTURES.map((p) => (
        <Picture key={p.name} {...p} as={as} />
      ))}
    </div>
  );
}
