import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { pageNumber } from "../../../../lib/search";
import { cn } from "../../../../lib/cn";
import { ContactMessages, type ContactFilter } from "../../../../features/admin/messages/contact-messages";
import { PageTitle } from "../../../../components/ui/page-title";

type Show = "new" | "handled" | "all";
type Search = { page?: number; show?: Show };
const FILTERS: [Show, string][] = [
  ["new", "Waiting"],
  ["handled", "Handled"],
  ["all", "All"],
];

export const Route = createFileRoute("/_admin/dashboard/admin/contact-messages")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    show: s.show === "handled" || s.show === "all" ? s.show : undefined,
  }),
  head: () => ({ meta: [{ title: "Contact messages · Admin · PropertyNG" }] }),
  component: AdminContactMessages,
});

/** The /contact form's inbox (CAN_VIEW_DASHBOARD_REPORTS); a copy of each message went to the contact address. */
function AdminContactMessages() {
  const { page = 1, show = "new" } = Route.useSearch();
  const status: ContactFilter = show === "all" ? undefined : show;
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="space-y-4">
      <PageTitle title="Contact messages">
        What visitors wrote through the contact page. Reply by email, then mark the message handled.
      </PageTitle>
      <div role="group" aria-label="Show" className="flex gap-2">
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={show === value}
            onClick={() => void navigate({ search: { show: value === "new" ? undefined : value } })}
            className={cn(
              "h-9 rounded-full border px-4 text-sm font-medium",
              show === value ? "border-brand-600 bg-brand-600 text-white" : "border-ink-200 bg-white text-ink-700",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <ContactMessages
        page={page}
        status={status}
        onPage={(p) => void navigate({ search: { page: p, show: show === "new" ? undefined : show } })}
      />
    </div>
  );
}
