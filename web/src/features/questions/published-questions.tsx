import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../lib/format";
import { PageNav } from "../layout/page-nav";
import { publishedQuestionsQuery } from "./api";
import { TitledSection } from "../../components/ui/titled-section";

/**
 * "Questions and answers": what visitors asked that the listing did not say, as the lister answered and chose to
 * publish. The first page comes with the server-rendered page (the listing's loader); nothing shows until there is
 * one.
 */
export function PublishedQuestions({ listingId }: { listingId: string }) {
  const [page, setPage] = useState(1);
  const q = useQuery(publishedQuestionsQuery(listingId, page));
  const items = q.data?.data ?? [];
  if (page === 1 && items.length === 0) return null;
  return (
    <TitledSection id="qa-title" title="Questions and answers">
      <ul className="mt-3 space-y-3" data-testid="published-questions">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-ink-200 bg-white p-4">
            <p className="font-medium text-ink-900">
              <span className="sr-only">Question: </span>
              {item.question}
            </p>
            <p className="mt-2 whitespace-pre-line text-sm text-ink-800">
              <span className="font-medium text-brand-800">The agent: </span>
              {item.answer}
            </p>
            <p className="mt-1 text-xs text-ink-600">Answered {formatDate(item.answeredAt)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <PageNav page={page} hasMore={q.data?.hasMore} onPage={setPage} />
      </div>
    </TitledSection>
  );
}
