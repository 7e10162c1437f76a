import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BANNER_DAYS, BANNER_PLACEMENT_LABELS, BANNER_PLACEMENTS, type BannerPlacement } from "@contracts/banner-rules";
import { lagosDay } from "@contracts/lagos-time";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNaira } from "../../lib/format";
import { toast } from "../../lib/toast";
import { PayChoice, type PayWith } from "../wallet/pay-choice";
import { bannerPricesQuery, createBanner, payBanner, type Banner } from "./api";
import { BannerFields, emptyContent, fieldErrorsOf, type BannerContent, type FieldErrors } from "./banner-fields";
import { BannerPreviewPane } from "./banner-preview";

type Days = (typeof BANNER_DAYS)[number];

/**
 * /dashboard/marketing/banners/create: the banner's words, pictures and button with a live preview at the
 * placement's real heights, the placement and days with their price, then payment (wallet or card). The banner
 * is saved as a draft first, so a failed payment loses nothing: it can be paid from the banners list.
 */
export function CreateBannerPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const prices = useQuery(bannerPricesQuery());
  const [content, setContent] = useState<BannerContent>(emptyContent);
  const [placement, setPlacement] = useState<BannerPlacement>("top");
  const [days, setDays] = useState<Days>(7);
  const [today] = useState(() => lagosDay(Date.now()));
  const [startDate, setStartDate] = useState(today);
  const [missing, setMissing] = useState<FieldErrors>({});
  const payKey = useRef(crypto.randomUUID());
  const price = useMemo(() => prices.data?.find((p) => p.placement === placement && p.days === days)?.priceKobo, [prices.data, placement, days]);

  // Saved as a draft first, so a failed payment loses nothing.
  const save = useMutation({
    mutationFn: (image: string) => createBanner({ ...content, image, placement, days, startDate }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["banners", "mine"] }),
  });
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
  // The API's 400 names each field: its errors sit beside them, its message under the form.
  const errors: FieldErrors = { ...missing, ...fieldErrorsOf(save.error) };

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!content.image) return setMissing({ image: "Upload the picture for computers first." });
    setMissing({});
    save.mutate(content.image);
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link to="/dashboard/marketing/banners" className={buttonClasses("link", "sm", "px-0")}>
          ← My banners
        </Link>
        <h1 className="text-2xl font-semibold text-ink-900">Create a banner ad</h1>
        <p className="mt-1 text-sm text-ink-600">
          Your banner rotates with others every 15 seconds once our team approves it (usually within a working day). If we can't approve it, the full price goes back to your wallet.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <Card>
          <CardContent className="p-5 sm:p-6">
            {draft ? (
              <div className="space-y-4" data-testid="banner-pay-step">
                <Alert variant="success" title="Banner saved">
                  “{draft.title}” runs {draft.days} days in {BANNER_PLACEMENT_LABELS[draft.placement].name.toLowerCase()}. Pay to send it for review.
                </Alert>
                <PayChoice amountKobo={price} busy={pay.isPending} error={failure(pay.error)} onPay={(m) => pay.mutate(m)} before={<>Price {price !== undefined ? formatNaira(price) : "…"} · </>} />
                <p className="text-sm text-ink-600">
                  Not now? It stays in{" "}
                  <Link to="/dashboard/marketing/banners" className="font-medium text-brand-700 underline">
                    My banners
                  </Link>
                  , unpaid, until you pay or delete it.
                </p>
              </div>
            ) : (
              <form className="space-y-6" onSubmit={submit} noValidate>
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-ink-900">Where it shows</legend>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {BANNER_PLACEMENTS.map((p) => (
                      <label key={p} className="flex cursor-pointer gap-3 rounded-lg border border-ink-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                        <input type="radio" name="placement" value={p} checked={placement === p} onChange={() => setPlacement(p)} className="mt-1" />
                        <span>
                          <span className="block font-medium text-ink-900">{BANNER_PLACEMENT_LABELS[p].name}</span>
                          <span className="text-ink-600">{BANNER_PLACEMENT_LABELS[p].where}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-ink-900">How long</legend>
                  {prices.isPending ? (
                    <Skeleton className="h-14 w-full" />
                  ) : (
                    <div className="grid grid-cols-3 gap-2">
                      {BANNER_DAYS.map((d) => {
                        const p = prices.data?.find((x) => x.placement === placement && x.days === d);
                        return (
                          <label
                            key={d}
                            className="flex cursor-pointer flex-col rounded-lg border border-ink-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:opacity-60"
                          >
                            <span className="flex items-center gap-2 font-medium text-ink-900">
                              <input type="radio" name="days" value={d} checked={days === d} disabled={!p} onChange={() => setDays(d)} />
                              {d} days
                            </span>
                            <span className="text-ink-700">{p ? formatNaira(p.priceKobo) : "Not on offer"}</span>
                          </label>
                        );
                      })}
                    </div>
                  )}
                  {errors.days && <p className="mt-1 text-sm text-danger-700">{errors.days}</p>}
                </fieldset>
                <Field label="Start date" htmlFor="banner-start" error={errors.startDate} hint="Days are counted from approval if that is later.">
                  <Input type="date" value={startDate} min={today} onChange={(e) => setStartDate(e.target.value)} required />
                </Field>
                <BannerFields value={content} onChange={setContent} errors={errors} as="owner" />
                {save.error && <Alert variant="danger">{failure(save.error)}</Alert>}
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
                  <p className="text-sm text-ink-700">
                    Total{" "}
                    <span className="text-lg font-semibold text-ink-900" data-testid="banner-price">
                      {price !== undefined ? formatNaira(price) : "…"}
                    </span>{" "}
                    for {days} days
                  </p>
                  <Button type="submit" loading={save.isPending}>
                    Continue to payment
                  </Button>
                </div>
              </form>
            )}
          </CardContent>
        </Card>
        <BannerPreviewPane content={content} />
      </div>
    </div>
  );
}
