import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { setAutoRenew } from "./api";

/** Turns renewal from the wallet off (the plan then ends with its period) or back on. */
export function AutoRenewButton({ on }: { on: boolean }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const c = await setAutoRenew(!on);
      qc.setQueryData(["wallet", "current-plan"], c);
      toast.success(c.subscription?.autoRenew ? "Your plan will renew from your wallet." : "Renewal is off: your plan ends with this period.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={toggle}>
      {on ? "Turn off renewal" : "Turn renewal back on"}
    </Button>
  );
}
