import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api";
import { formatDate, formatNaira } from "../../lib/format";
import { boostListing, currentPlanQuery } from "./api";

/** Boost one listing: Sponsored and first in search for the boost's days, with a plan credit or from the wallet. */
export function BoostDialog({ propertyId, title }: { propertyId: string; title: string }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const current = useQuery({ ...currentPlanQuery(), enabled: open });
  const [choice, setChoice] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef<Record<string, string>>({});
  const plans = current.data?.boost_plan.plans ?? [];
  const credits = current.data?.boost_plan.creditsLeft ?? 0;
  const planId = choice || plans[0]?.id || "";

  async function boost(payWith: "credit" | "wallet") {
    const k = `${planId}:${payWith}`;
    keys.current[k] ??= crypto.randomUUID();
    setBusy(true);
    setError(null);
    try {
      const r = await boostListing(propertyId, { boostPlanId: planId, payWith }, keys.current[k]);
      toast.success(`Boosted until ${formatDate(r.endsAt)}: it now shows as Sponsored.`);
      await qc.invalidateQueries();
      setOpen(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Boost
        </Button>
      </DialogTrigger>
      <DialogContent title="Boost this listing" description={`${title}: shown as Sponsored and first in search results.`}>
        <div className="space-y-4">
          {error && <Alert variant="danger">{error}</Alert>}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink-900">Boost</legend>
            {plans.map((b) => (
              <label key={b.id} className="flex items-center justify-between gap-3 rounded-lg border border-ink-200 p-3 text-sm">
                <span className="flex items-center gap-2">
                  <input type="radio" name="boost" value={b.id} checked={planId === b.id} onChange={() => setChoice(b.id)} />
                  {b.name}
                </span>
                <span className="font-medium">{formatNaira(b.priceKobo)}</span>
              </label>
            ))}
          </fieldset>
          {credits > 0 && (
            <Button className="w-full" loading={busy} onClick={() => boost("credit")}>
              Use a plan credit ({credits} left)
            </Button>
          )}
          <Button className="w-full" variant={credits > 0 ? "outline" : "primary"} loading={busy} disabled={!planId} onClick={() => boost("wallet")}>
            Pay {formatNaira(plans.find((b) => b.id === planId)?.priceKobo ?? 0)} from wallet
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
