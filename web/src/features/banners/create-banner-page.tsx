import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { bannerCreateForm } from "@contracts/banner-input";
import { BANNER_PLACEMENT_LABELS } from "@contracts/banner-rules";
import { lagosDay } from "@contracts/lagos-time";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/text-link";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { formatNaira } from "../../lib/format";
import { toast } from "../../lib/toast";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import { bannerPricesQuery, createBanner, payBanner, type Banner } from "./api";
import { BannerFields, BannerFormLayout, emptyContent } from "./banner-fields";
import { DaysChoice, PlacementChoice } from "./banner-terms";

type Values = z.input<typeof bannerCreateForm>;

/**
 * /dashboard/marketing/banners/create: the banner's words, pictures and button with a live preview at the
 * placement's real heights, the placement and days with their price, then payment (wallet or card). The banner
 * is saved as a draft first, so a failed payment loses nothing: it can be paid from the banners list. The form
 * checks the API's own rules (`bannerCreateForm`) before sending; the API's 400 puts its errors beside the fields.
 */
export function CreateBannerPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const prices = useQuery(bannerPricesQuery());
  const [today] = useState(() => lagosDay(Date.now()));
  // Saved as a draft first, so a failed payment loses nothing.
  const {
    form,
    mutation: save,
    formProps,
  } = useMutationForm(bannerCreateForm, {
    defaultValues: { ...emptyContent, placement: "top", days: 7, startDate: today },
    mutationFn: createBanner,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["banners", "mine"] }),
  });
  const [placement, days] = useWatch({ control: form.control, name: ["placement", "days"] });
  const payKey = useRef(crypto.randomUUID());
  const price = useMemo(
    () => prices.data?.find((p) => p.placement === placement && p.days === days)?.priceKobo,
    [prices.data, placement, days],
  );

  const draft: Banner | null = save.data ?? null;
  const pay = useMutation({
    mutationFn: async (method: PayWith) => {
      const r = await payBanner(draft!.id, method, payKey.current);
      if (r.status === "payment_required" && r.authorizationUrl) {
        window.location.assign(r.authorizationUrl);
        return new Promise<never>(() => {}); // stays busy while the card page loads
      }
      return r;
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ["banners", "mine"] });
      void qc.invalidateQueries({ queryKey: ["wallet"] });
      toast.success("Paid. Your banner is waiting for review; we'll let you know when it is live.");
      void navigate({ to: "/dashboard/marketing/banners" });
    },
  });
  const failure = (e: Error | null) => (e ? e.message || "Something went wrong. Please try again." : null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <ButtonLink to="/dashboard/marketing/banners" variant="link" size="sm" className="px-0">
          ← My banners
        </ButtonLink>
        <h1 className="text-2xl font-semibold text-ink-900">Create a banner ad</h1>
        <p className="mt-1 text-sm text-ink-600">
          Your banner rotates with others every 15 seconds once our team approves it (usually within a working day). If
          we can't approve it, the full price goes back to your wallet.
        </p>
      </div>
      <BannerFormLayout control={form.control as never}>
        {draft ? (
          <div className="space-y-4" data-testid="banner-pay-step">
            <Alert variant="success" title="Banner saved">
              “{draft.title}” runs {draft.days} days in {BANNER_PLACEMENT_LABELS[draft.placement].name.toLowerCase()}.
              Pay to send it for review.
            </Alert>
            <PayChoice
              amountKobo={price}
              busy={pay.isPending}
              error={failure(pay.error)}
              onPay={(m) => pay.mutate(m)}
              before={<>Price {price !== undefined ? formatNaira(price) : "…"} · </>}
            />
            <p className="text-sm text-ink-600">
              Not now? It stays in{" "}
              <Link to="/dashboard/marketing/banners" className="font-medium text-brand-700 underline">
                My banners
              </Link>
              , unpaid, until you pay or delete it.
            </p>
          </div>
        ) : (
          <Form {...formProps} className="space-y-6" aria-label="Create a banner ad">
            <PlacementChoice />
            <DaysChoice prices={prices.data} pending={prices.isPending} />
            <FormField<Values>
              name="startDate"
              label="Start date"
              id="banner-start"
              hint="Days are counted from approval if that is later."
            >
              <Input type="date" min={today} {...form.register("startDate")} />
            </FormField>
            <BannerFields as="owner" />
            <FormError />
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
              <p className="text-sm text-ink-700">
                Total{" "}
                <span className="text-lg font-semibold text-ink-900" data-testid="banner-price">
                  {price !== undefined ? formatNaira(price) : "…"}
                </span>{" "}
                for {days} days
              </p>
              <SubmitButton>Continue to payment</SubmitButton>
            </div>
          </Form>
        )}
      </BannerFormLayout>
    </div>
  );
}
