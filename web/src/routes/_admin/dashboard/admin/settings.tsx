import { createFileRoute } from "@tanstack/react-router";
import { PlanSettings } from "../../../../features/admin-money/plan-settings";

export const Route = createFileRoute("/_admin/dashboard/admin/settings")({
  head: () => ({ meta: [{ title: "Settings · Admin · PropertyNG" }] }),
  component: () => (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Settings</h1>
      <PlanSettings />
    </div>
  ),
});
