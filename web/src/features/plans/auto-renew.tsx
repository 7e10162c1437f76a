import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { setAutoRenew } from "./api";

/** Turns renewal from the wallet off (the plan then ends with its period) or back on. */
export function AutoRenewButton({ on }: { on: boolean }) {
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setAutoRenew(!on),
    onSuccess: (c) => {
      qc.setQueryData(["wallet", "current-plan"], c);
      toast.success(
        c.subscription?.autoRenew
          ? "Your plan will renew from your wallet."
          : "Renewal is off: your plan ends with this period.",
      );
    },
  });
  return (
    <Button size="sm" variant="outline" loading={toggle.isPending} onClick={() => toggle.mutate()}>
      {on ? "Turn off renewal" : "Turn renewal back on"}
    </Button>
  );
}
