import { useQuery } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { PLAN_ROLES } from "@contracts/plan-roles";
import { useUser } from "../auth/session";
import { currentPlanQuery } from "./api";
import { activePlanAtom, freshFor } from "./atoms";

/**
 * The signed-in user's active plan for menus (SPEC.md §2: "My" items get the plan id). Served from the
 * persisted copy while it is fresh, refreshed from the server otherwise; null for accounts without plans.
 */
export function useActivePlan() {
  const user = useUser();
  const [stored, setStored] = useAtom(activePlanAtom);
  const eligible = !!user && (PLAN_ROLES as readonly string[]).includes(user.accountType);
  const fresh = freshFor(stored);
  const usable = fresh && fresh.userId === user?.id ? fresh : null;
  const q = useQuery({ ...currentPlanQuery(), enabled: eligible && !usable });
  useEffect(() => {
    if (q.data && user)
      setStored({
        userId: user.id,
        hasPlan: q.data.hasPlan,
        subscriptionPlanId: q.data.subscriptionPlanId,
        at: Date.now(),
      });
  }, [q.data, user, setStored]);
  if (!eligible) return null;
  return (
    usable ??
    (q.data && user
      ? { userId: user.id, hasPlan: q.data.hasPlan, subscriptionPlanId: q.data.subscriptionPlanId, at: q.dataUpdatedAt }
      : null)
  );
}
