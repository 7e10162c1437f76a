import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BANNER_PLACEMENT_LABELS, BANNER_PLACEMENTS, type BannerPlacement } from "@contracts/banner-rules";
import { lagosDay } from "@contracts/lagos-time";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { createHouseBanner, updateBanner } from "./admin-api";
import type { Banner } from "./api";
import { BannerFields, emptyContent, fieldErrorsOf, type BannerContent, type FieldErrors } from "./banner-fields";
import { BannerPreviewPane } from "./banner-preview";

const DAY = 86_400_000;

/** Staff's banner form: a new house banner, or any banner's words, pictures, link and placement (a house banner's dates too). */
export function AdminBannerForm({ banner, onSaved }: { banner?: Banner; onSaved: (id: string) => void }) {
  const qc = useQueryClient();
  const [content, setContent] = useState<BannerContent>(() =>
    banner
      ? {
          title: banner.title,
          description: banner.description,
          ctaText: banner.ctaText,
          ctaBackgroundColor: banner.ctaBackgroundColor,
          ctaBorderColor: banner.ctaBorderColor,
          ctaLink: banner.ctaLink,
          image: banner.image,
          mobileImage: banner.mobileImage,
          tabletImage: banner.tabletImage,
        }
      : { ...emptyContent, ctaLink: "/sell", ctaText: "Learn more" },
  );
  const [placement, setPlacement] = useState<BannerPlacement>(banner?.placement ?? "top");
  const [startDate, setStartDate] = useState(() => lagosDay(banner?.startsAt ?? Date.now()));
  const [endDate, setEndDate] = useState(() => lagosDay(banner ? banner.endsAt - DAY : Date.now() + 29 * DAY));
  const [missing, setMissing] = useState<FieldErrors>({});
  const paid = banner?.kind === "paid";
  const save = useMutation({
    mutationFn: (image: string) => {
      const body = { ...content, image, placement, startDate, endDate };
      return banner ? updateBanner(banner.id, body) : createHouseBanner(body);
    },
    onSuccess: async (saved) => {
      await qc.invalidateQueries({ queryKey: ["admin", "banners"] });
      toast.success(banner ? "Banner saved." : "House banner created: it is live for its dates.");
      onSaved(saved.id);
    },
  });
  // The API's 400 names each field: its errors sit beside them, its message under the form.
  const errors: FieldErrors = { ...missing, ...fieldErrorsOf(save.error) };
  const error = save.error ? save.error.message || "Something went wrong." : null;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!content.image) return setMissing({ image: "Upload the picture for computers first." });
    setMissing({});
    save.mutate(content.image);
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card>
        <CardContent className="p-5 sm:p-6">
          <form className="space-y-5" onSubmit={submit} noValidate>
            <Field label="Placement" htmlFor="banner-placement-field" error={errors.placement}>
              <select id="banner-placement-field" className={inputClasses} value={placement} onChange={(e) => setPlacement(BANNER_PLACEMENTS.find((p) => p === e.target.value) ?? "top")}>
                {BANNER_PLACEMENTS.map((p) => (
                  <option key={p} value={p}>
                    {BANNER_PLACEMENT_LABELS[p].name}
                  </option>
                ))}
              </select>
            </Field>
            {paid ? (
              <p className="text-sm text-ink-600">The dates of a paid banner follow what the advertiser paid for.</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="First day" htmlFor="banner-start-field" error={errors.startDate}>
                  <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
                </Field>
                <Field label="Last day" htmlFor="banner-end-field" error={errors.endDate}>
                  <Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} required />
                </Field>
              </div>
            )}
            <BannerFields value={content} onChange={setContent} errors={errors} as="staff" />
            {error && <Alert variant="danger">{error}</Alert>}
            <div className="flex justify-end border-t border-ink-100 pt-4">
              <Button type="submit" loading={save.isPending}>
                {banner ? "Save changes" : "Create house banner"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <BannerPreviewPane content={content} />
    </div>
  );
}
