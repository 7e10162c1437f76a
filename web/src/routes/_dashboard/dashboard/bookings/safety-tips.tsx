import { createFileRoute } from "@tanstack/react-router";
import { SafetyTips } from "../../../../features/bookings/safety-tips";

export const Route = createFileRoute("/_dashboard/dashboard/bookings/safety-tips")({
  head: () => ({ meta: [{ title: "Inspection safety tips · PropertyNG" }] }),
  component: SafetyTips,
});
