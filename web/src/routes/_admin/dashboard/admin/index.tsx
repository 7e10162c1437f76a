import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ReportView } from "../../../../features/admin/reports/report-view";
import { periodSearch } from "../../../../features/admin/reports/period";

export const Route = createFileRoute("/_admin/dashboard/admin/")({
  validateSearch: periodSearch,
  head: () => ({ meta: [{ title: "Admin dashboard · PropertyNG" }] }),
  component: AdminDashboard,
});

function AdminDashboard() {
  const period = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <ReportView title="Dashboard" period={period} onPeriod={(p) => navigate({ search: p, replace: true })} />;
}
