import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ReportView } from "../../../../features/admin/reports/report-view";
import { periodSearch } from "../../../../features/admin/reports/period";

export const Route = createFileRoute("/_admin/dashboard/admin/reports")({
  validateSearch: periodSearch,
  head: () => ({ meta: [{ title: "Reports · Admin · PropertyNG" }] }),
  component: Reports,
});

function Reports() {
  const period = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <ReportView full title="Reports" period={period} onPeriod={(p) => navigate({ search: p, replace: true })} />;
}
