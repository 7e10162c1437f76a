import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
  const keys = useRef<Record<string, string>>({});
  const plans = current.data?.boost_plan.plans ?? [];
  const credits = current.data?.boost_plan.creditsLeft ?? 0;
  const planId = choice || plans[0]?.id || "";

  // One key per (boost, way to pay): a retry of the same boost is the same request.
  const boost = useMutation({
    mutationFn: (payWith: "credit" | "wallet") => {
      const k = `${planId}:${payWith}`;
      keys.current[k] ??= crypto.randomUUID();
      return boostListing(propertyId, { boostPlanId: planId, payWith }, keys.current[k]);
    },
    onSuccess: async (r) => {
      toast.success(`Boosted until ${formatDate(r.endsAt)}: it now shows as Sponsored.`);
      await qc.invalidateQueries();
      setOpen(false);
    },
  });
  const busy = boost.isPending;
  const error = boost.error
    ? boost.error instanceof ApiError
      ? boost.error.message
      : "Something went wrong. Please try again."
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) boost.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Boost
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Boost this listing"
        description={`${title}: shown as Sponsored and first in search results.`}
      >
        <div className="space-y-4">
          {error && <Alert variant="danger">{error}</Alert>}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink-900">Boost</legend>
            {plans.map((b) => (
              <label
                key={b.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-ink-200 p-3 text-sm"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="boost"
                    value={b.id}
                    checked={planId === b.id}
                    onChange={() => setChoice(b.id)}
                  />
                  {b.name}
                </span>
                <span className="font-medium">{formatNaira(b.priceKobo)}</span>
              </label>
            ))}
          </fieldset>
          {credits > 0 && (
            <Button className="w-full" loading={busy} onClick={() => boost.mutate("credit")}>
              Use a plan credit ({credits} left)
            </Button>
          )}
          <Button
            className="w-full"
            variant={credits > 0 ? "outline" : "primary"}
            loading={busy}
            disabled={!planId}
            onClick={() => boost.mutate("wallet")}
          >
            Pay {formatNaira(plans.find((b) => b.id === planId)?.priceKobo ?? 0)} from wallet
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
