import { useState } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { optString } from "../../../../lib/search";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Skeleton } from "../../../../components/ui/skeleton";
import { cn } from "../../../../lib/cn";
import { formatDate } from "../../../../lib/format";
import { contentPagesQuery } from "../../../../features/admin/content/queries";
import { ContentEditor } from "../../../../features/admin/content/content-editor";
import { NewPageDialog } from "../../../../features/admin/content/new-page-dialog";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/website-content")({
  validateSearch: (s: Record<string, unknown>): { key?: string } => ({ key: optString(s.key) }),
  head: () => ({ meta: [{ title: "Website content · Admin · PropertyNG" }] }),
  component: WebsiteContent,
});

function WebsiteContent() {
  const { key } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const pages = useQuery(contentPagesQuery());
  const [creating, setCreating] = useState(false);
  const selected = key ?? pages.data?.[0]?.key;
  const open = (k: string | undefined) => navigate({ search: { key: k } });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Website content">
          Terms, privacy, help and the other pages of the site. Every save keeps a version you can restore.
        </PageTitle>
        <Button onClick={() => setCreating(true)}>Add a page</Button>
      </div>
      {pages.isError ? (
        <Alert variant="danger" title="The pages could not be loaded">
          Check your connection and reload the page.
        </Alert>
      ) : pages.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : pages.data.length === 0 ? (
        <EmptyState
          title="No pages yet"
          description="Add the terms of use, the privacy policy and the help page."
          action={<Button onClick={() => setCreating(true)}>Add a page</Button>}
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav aria-label="Pages" className="rounded-xl border border-ink-200 bg-white p-2">
            <ul className="flex gap-1 overflow-x-auto lg:flex-col">
              {pages.data.map((p) => (
                <li key={p.key}>
                  <button
                    type="button"
                    onClick={() => void open(p.key)}
                    aria-current={p.key === selected ? "page" : undefined}
                    className={cn(
                      "block w-full rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap hover:bg-ink-100",
                      p.key === selected && "bg-brand-50 text-brand-800",
                    )}
                  >
                    <span className="block font-medium">{p.title}</span>
                    <span className="block text-xs text-ink-500">
                      {p.key} · {formatDate(p.updatedAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selected && pages.data.some((p) => p.key === selected) ? (
            <ContentEditor key={selected} contentKey={selected} onDeleted={() => void open(undefined)} />
          ) : (
            <EmptyState title="No such page" description="Choose a page from the list." />
          )}
        </div>
      )}
      <NewPageDialog open={creating} onOpenChange={setCreating} onCreated={(k) => void open(k)} />
    </div>
  );
}
