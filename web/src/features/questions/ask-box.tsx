import { useId } from "react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LISTING_QUESTION_RULES } from "@contracts/listing-rules";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { askListing } from "./api";
import { TitledSection } from "../../components/ui/titled-section";

type Asked = Awaited<ReturnType<typeof askListing>>;

const EXAMPLES = "e.g. How much is the service charge? E get C of O? Is there light?";

/** The listing's fields the answer quotes, each marked, so a visitor sees where the answer comes from. */
function Quotes({ quotes }: { quotes: NonNullable<Asked["quotes"]> }) {
  return (
    <>
      <p className="sr-only">From the listing:</p>
      <dl className="mt-2 flex flex-wrap gap-2 text-sm">
        {quotes.map((q) => (
          <div key={q.field} className="rounded-md bg-amber-100 px-2 py-1 text-ink-900" data-field={q.field}>
            <dt className="inline font-medium">{q.label}: </dt>
            <dd className="inline">
              <mark className="bg-transparent font-semibold text-ink-900">{q.value}</mark>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Reply({ asked }: { asked: Asked }) {
  return (
    <div className="rounded-lg bg-ink-50 p-3 text-sm text-ink-800" data-testid="ask-answer">
      <p>{asked.reply}</p>
      {asked.quotes && asked.quotes.length > 0 && <Quotes quotes={asked.quotes} />}
      {asked.handedOver && asked.conversationId && (
        <Link
          to="/dashboard/messages"
          search={{ cid: asked.conversationId }}
          className="mt-2 inline-block font-medium text-brand-700 underline"
        >
          Open Messages
        </Link>
      )}
      {asked.signInUrl && (
        // The sign-in page brings the visitor back to this listing (its ?redirect=).
        <a href={asked.signInUrl} className="mt-2 inline-block font-medium text-brand-700 underline">
          Sign in to ask the agent
        </a>
      )}
    </div>
  );
}

/**
 * "Ask about this listing": the listing's own fields answer at once; what they do not say goes to the agent as a
 * message from the visitor. A plain form with one field (no form library on the listing page); the answer is
 * announced (aria-live) as it arrives.
 */
export function AskBox({ listingId }: { listingId: string }) {
  const id = useId();
  const ask = useMutation({ mutationFn: (text: string) => askListing(listingId, text) });
  const error =
    ask.error instanceof ApiError
      ? (ask.error.field("text") ?? ask.error.message)
      : ask.error && "Something went wrong. Please try again.";
  return (
    <TitledSection
      id={`${id}-title`}
      title="Ask about this listing"
      className="rounded-xl border border-ink-200 bg-white p-5"
    >
      <p className="mt-1 text-sm text-ink-600">
        The listing answers from its own details; what it does not say, we ask the agent for you.
      </p>
      <form
        className="mt-3"
        onSubmit={(e) => {
          e.preventDefault();
          const text = String(new FormData(e.currentTarget).get("question") ?? "").trim();
          if (text && !ask.isPending) ask.mutate(text);
        }}
      >
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-ink-800">
          Your question
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-q`}
            name="question"
            required
            maxLength={LISTING_QUESTION_RULES.maxTextLength}
            placeholder={EXAMPLES}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" loading={ask.isPending} className="shrink-0">
            Ask
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {ask.isPending && <p className="text-sm text-ink-600">Looking in the listing…</p>}
        {!ask.isPending && ask.data && <Reply asked={ask.data} />}
        {!ask.isPending && error && (
          <Alert variant="danger" id={`${id}-error`}>
            {error}
          </Alert>
        )}
      </div>
    </TitledSection>
  );
}
