import { createFileRoute, Link } from "@tanstack/react-router";
import { withoutTrackingParams } from "@contracts/tracking-params";
import type { ListingsSearch } from "../../../features/listings/search-params";
import { ListingsPage } from "../../../features/properties/listings-page";
import { cn } from "../../../lib/cn";

const KINDS = [
  { id: "sale", label: "For sale" },
  { id: "rent", label: "For rent" },
  { id: "stay", label: "Short stays" },
] as const;
type Kind = (typeof KINDS)[number]["id"];
const kindOf = (v: unknown): Kind => (v === "rent" || v === "stay" ? v : "sale");

/** /properties (SPEC §2): every listing with the search page's filters; `for` picks sale, rent or short stay. */
export const Route = createFileRoute("/_properties/properties/")({
  validateSearch: (search: Record<string, unknown>) => search as ListingsSearch & { for?: Kind },
  loaderDeps: ({ search }) => withoutTrackingParams(search),
  loader: ({ context, deps }) =>
    import("../../../features/listings/search-loader").then((m) =>
      m.loadSearch(context.queryClient, context.store, kindOf(deps.for), deps),
    ),
  head: ({ loaderData, match }) => ({
    meta: [
      { title: loaderData?.title ?? "Properties in Nigeria · PropertyNG" },
      {
        name: "description",
        content: "Verified homes, land and short stays for sale and rent across Nigeria, with every fee shown.",
      },
    ],
    links: [{ rel: "canonical", href: `${match.context.origin}/properties` }],
  }),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const kind = kindOf(search.for);
  return (
    <>
      <nav aria-label="Kind of listing" className="mx-auto flex max-w-[100rem] gap-2 px-4 pt-6">
        {KINDS.map((k) => (
          <Link
            key={k.id}
            to="/properties"
            search={k.id === "sale" ? {} : { for: k.id }}
            aria-current={kind === k.id ? "page" : undefined}
            className={cn(
              "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium",
              kind === k.id
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-ink-200 bg-white text-ink-700 hover:border-brand-400",
            )}
          >
            {k.label}
          </Link>
        ))}
      </nav>
      <ListingsPage key={kind} type={kind} search={search} keep={kind === "sale" ? undefined : { for: kind }} />
    </>
  );
}
