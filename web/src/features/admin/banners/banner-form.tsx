import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { houseBannerForm } from "@contracts/banner-input";
import { BANNER_PLACEMENT_LABELS, BANNER_PLACEMENTS } from "@contracts/banner-rules";
import { lagosDay } from "@contracts/lagos-time";
import { Form, FormError, FormField, SubmitButton, useMutationForm, InputField } from "../../../components/ui/form";
import { NativeSelect, ValueOptions } from "../../../components/ui/input";
import { toast } from "../../../lib/toast";
import { createHouseBanner, updateBanner } from "./api";
import type { Banner } from "../../banners/api";
import { BannerFields, BannerFormLayout, emptyContent } from "../../banners/banner-fields";

const DAY = 86_400_000;
type Values = z.input<typeof houseBannerForm>;

function PlacementSelect(props: React.ComponentProps<"select">) {
  return (
    <NativeSelect {...props}>
      <ValueOptions values={BANNER_PLACEMENTS} label={(p) => BANNER_PLACEMENT_LABELS[p].name} />
    </NativeSelect>
  );
}

const initialValues = (banner?: Banner): Values =>
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
        placement: banner.placement,
        startDate: lagosDay(banner.startsAt),
        endDate: lagosDay(banner.endsAt - DAY),
      }
    : {
        ...emptyContent,
        ctaLink: "/sell",
        ctaText: "Learn more",
        placement: "top",
        startDate: lagosDay(Date.now()),
        endDate: lagosDay(Date.now() + 29 * DAY),
      };

/**
 * Staff's banner form: a new house banner, or any banner's words, pictures, link and placement (a house banner's
 * dates too). It checks the API's own rules (`houseBannerForm`) before sending; the API's 400 lands beside the fields.
 */
export function AdminBannerForm({ banner, onSaved }: { banner?: Banner; onSaved: (id: string) => void }) {
  const qc = useQueryClient();
  const [defaults] = useState(() => initialValues(banner));
  const paid = banner?.kind === "paid";
  const { form, formProps } = useMutationForm(houseBannerForm, {
    defaultValues: defaults,
    mutationFn: (body) => (banner ? updateBanner(banner.id, body) : createHouseBanner(body)),
    onSuccess: async (saved) => {
      await qc.invalidateQueries({ queryKey: ["admin", "banners"] });
      toast.success(banner ? "Banner saved." : "House banner created: it is live for its dates.");
      onSaved(saved.id);
    },
  });

  return (
    <BannerFormLayout control={form.control as never}>
      <Form {...formProps} className="space-y-5" aria-label={banner ? "Edit banner" : "New house banner"}>
        <FormField<Values> name="placement" label="Placement" id="banner-placement-field">
          <PlacementSelect {...form.register("placement")} />
        </FormField>
        {paid ? (
          <p className="text-sm text-ink-600">The dates of a paid banner follow what the advertiser paid for.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField<Values> name="startDate" label="First day" id="banner-start-field" type="date" />
            <InputField<Values> name="endDate" label="Last day" id="banner-end-field" type="date" />
          </div>
        )}
        <BannerFields as="staff" />
        <FormError />
        <div className="flex justify-end border-t border-ink-100 pt-4">
          <SubmitButton>{banner ? "Save changes" : "Create house banner"}</SubmitButton>
        </div>
      </Form>
    </BannerFormLayout>
  );
}
