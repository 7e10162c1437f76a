import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { bannerCreateForm, bannerFormValues } from "@contracts/banner-input";
import { BANNER_PLACEMENT_LABELS } from "@contracts/banner-rules";
import { lagosDay } from "@contracts/lagos-time";
import { Alert } from "../../components/ui/alert";
import { EmptyState } from "../../components/ui/empty-state";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { BackLink } from "../../components/ui/text-link";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { bannerPricesQuery, EDITABLE_STATUSES, myBannerQuery, updateOwnBanner, type Banner } from "./api";
import { BannerFields, BannerFormLayout } from "./banner-fields";
import { DaysChoice, PlacementChoice, type Values } from "./banner-terms";

/**
 * /dashboard/marketing/banners/edit/$id: the owner's banner form filled with the banner. A draft may change
 * everything; once payment has started, the placement, days and start date (what the price was decided on) are
 * shown, not offered; once reviewed, the page says so and offers the way back.
 */
export function EditBannerPage({ id }: { id: string }) {
  const banner = useQuery(myBannerQuery(id));
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <BackLink to="/dashboard/marketing/banners">My banners</BackLink>
        <h1 className="text-2xl font-semibold text-ink-900">Edit banner</h1>
      </div>
      {banner.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : banner.isError ? (
        <EmptyState title="We couldn't open this banner" description={banner.error.message} />
      ) : !EDITABLE_STATUSES.includes(banner.data.status) ? (
        <Alert variant="info" title="This banner can no longer be changed">
          Our team has reviewed it. For a new advert, create a new banner.
        </Alert>
      ) : (
        <EditForm banner={banner.data} />
      )}
    </div>
  );
}

function EditForm({ banner }: { banner: Banner }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const prices = useQuery(bannerPricesQuery());
  const [defaults] = useState(() => bannerFormValues(banner));
  const [today] = useState(() => lagosDay(Date.now()));
  const draft = banner.status === "draft";
  const { form, formProps } = useMutationForm(bannerCreateForm, {
    defaultValues: defaults,
    mutationFn: (body) => updateOwnBanner(banner.id, body),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ["banners", "mine"] });
      toast.success("Banner saved.");
      void navigate({ to: "/dashboard/marketing/banners" });
    },
  });
  return (
    <BannerFormLayout control={form.control as never}>
      <Form {...formProps} className="space-y-6" aria-label="Edit banner">
        {draft ? (
          <>
            <PlacementChoice />
            <DaysChoice prices={prices.data} pending={prices.isPending} />
            <FormField<Values> name="startDate" label="Start date" id="banner-start">
              <Input type="date" min={today} {...form.register("startDate")} />
            </FormField>
          </>
        ) : (
          <p className="rounded-lg bg-ink-50 p-3 text-sm text-ink-700" data-testid="banner-terms">
            Runs {banner.days} days in {BANNER_PLACEMENT_LABELS[banner.placement].name.toLowerCase()} from{" "}
            {formatDate(banner.startsAt)}. These are fixed now that payment has started; the words, pictures and link
            can change until our team reviews it.
          </p>
        )}
        <BannerFields as="owner" />
        <FormError />
        <div className="flex justify-end border-t border-ink-100 pt-4">
          <SubmitButton>Save changes</SubmitButton>
        </div>
      </Form>
    </BannerFormLayout>
  );
}
