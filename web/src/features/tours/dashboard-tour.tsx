import { useMemo } from "react";
import type { AuthUser } from "@contracts/auth";
import { Tour } from "./tour";
import { dashboardTour } from "./steps";

export default function DashboardTour({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const steps = useMemo(() => dashboardTour(user), [user]);
  return <Tour steps={steps} label="Dashboard tour" onDone={onDone} />;
}
