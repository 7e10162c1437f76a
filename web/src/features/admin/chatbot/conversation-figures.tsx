import { Skeleton } from "../../../components/ui/skeleton";
import type { components } from "../../../api/schema";

type Analytics = components["schemas"]["ChatbotAnalytics"];

/** What a visitor took away from a search, in the back office's words. */
const CONSTRAINT_LABEL: Record<string, string> = {
  price: "Budget",
  beds: "Bedrooms",
  place: "Area",
  type: "Property type",
  furnishing: "Furnishing",
  extras: "Extras (amenities, documents)",
  purpose: "Rent or sale",
  verified: "Verified listers only",
};
const constraintLabel = (key: string) => {
  const [field, value] = key.split(":");
  if (value !== undefined) return `${CONSTRAINT_LABEL.extras}: ${value.replace(/_/g, " ")}`;
  return CONSTRAINT_LABEL[field!] ?? key;
};

/**
 * How conversations with the assistant go: how long they are, how often a search is refined or started afresh,
 * how often it refused an unfair filter, where it fails (the last search found nothing; a listing question its listing
 * could not answer), and which constraints visitors remove most (searches that start too narrow).
 */
export function ConversationFigures({ data }: { data?: Analytics }) {
  const c = data?.conversation;
  const tiles: [string, number | undefined, string][] = [
    ["Turns per conversation", c?.turnsPerConversation, "Visitor lines, on average"],
    ["Refinements", c?.refinements, "Lines that changed a search"],
    ["New searches", c?.searches, "Lines that started one"],
    ["Dead ends", c?.deadEnds, "Last search found nothing"],
    ["Refused filters", c?.refusals, "Tribe, religion, marital status, gender"],
    ["Listing questions", c?.listingQuestions, "Asked on a listing's page"],
    ["Sent to listers", c?.handedToListers, "The listing did not say"],
  ];
  return (
    <section className="rounded-xl border border-ink-200 bg-white p-4" aria-labelledby="conversation-figures">
      <h2 id="conversation-figures" className="font-semibold text-ink-900">
        How conversations go
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" aria-label="Conversation figures">
        {tiles.map(([label, n, hint]) => (
          <li key={label} className="rounded-lg bg-ink-50 p-3">
            <p className="text-xs font-medium text-ink-600">{label}</p>
            {n === undefined ? (
              <Skeleton className="mt-1 h-7 w-12" />
            ) : (
              <p className="mt-1 text-2xl font-semibold text-ink-900">{n.toLocaleString("en-NG")}</p>
            )}
            <p className="text-xs text-ink-600">{hint}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-ink-900">Listing questions sent to listers</h3>
      {!data ? (
        <Skeleton className="mt-2 h-16 w-full" />
      ) : data.handedQuestions.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">None in this period: listings answered what visitors asked.</p>
      ) : (
        <ul className="mt-1 divide-y divide-ink-100" aria-label="Listing questions sent to listers">
          {data.handedQuestions.map((h) => (
            <li key={h.id} className="py-1.5 text-sm text-ink-800">
              {h.text}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold text-ink-900">Constraints most often removed</h3>
      {!data ? (
        <Skeleton className="mt-2 h-16 w-full" />
      ) : data.topRemoved.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">No visitor removed a filter in this period.</p>
      ) : (
        <ol className="mt-1 divide-y divide-ink-100" aria-label="Constraints most often removed">
          {data.topRemoved.map((r) => (
            <li key={r.constraint} className="flex justify-between gap-2 py-1.5 text-sm">
              <span className="text-ink-800">{constraintLabel(r.constraint)}</span>
              <span className="font-medium text-ink-900">{r.count}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
