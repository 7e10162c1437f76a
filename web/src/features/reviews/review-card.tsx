import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/alert";
import { Textarea } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { replyToReview, reportReview, type Review } from "./api";
import { Stars } from "./stars";

/** One review: stars and label, the verified interaction, the words, the reply (and the reply form for the reviewed party). */
export function ReviewCard({
  review,
  showSubject = false,
  canReport = false,
}: {
  review: Review;
  showSubject?: boolean;
  canReport?: boolean;
}) {
  return (
    <article className="space-y-2 py-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={review.rating} />
        <span className="text-sm font-medium text-ink-900">{review.ratingLabel}</span>
        <Badge variant="success">{review.verifiedLabel}</Badge>
        {review.status === "blind" && (
          <Badge variant="warning">
            Hidden until the other side reviews
            {review.blindUntil ? ` (latest ${new Date(review.blindUntil).toLocaleDateString("en-GB")})` : ""}
          </Badge>
        )}
        {review.status === "hidden" && <Badge variant="danger">Hidden by our moderators</Badge>}
      </div>
      {showSubject && review.subjectTitle && <p className="text-sm text-ink-600">About {review.subjectTitle}</p>}
      <p className="whitespace-pre-line text-ink-800">{review.review}</p>
      <p className="text-xs text-ink-500">
        {review.reviewer.displayName} · {review.date}
      </p>
      {review.reply && (
        <div className="ml-4 rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3" data-testid="review-reply">
          <p className="text-xs font-medium text-brand-800">
            Reply from the{" "}
            {review.subjectType === "property"
              ? "lister"
              : review.subjectType === "project"
                ? "developer"
                : "professional"}
          </p>
          <p className="text-sm text-ink-800">{review.reply}</p>
        </div>
      )}
      {review.canReply && <ReplyForm id={review.id} />}
      {canReport && review.status === "published" && <ReportLink id={review.id} />}
    </article>
  );
}

function ReplyForm({ id }: { id: string }) {
  const qc = useQueryClient();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const reply = useMutation({
    mutationFn: (answer: string) => replyToReview(id, answer),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["reviews"] }),
  });
  const error = reply.error
    ? reply.error instanceof ApiError
      ? reply.error.message
      : "There was an error while processing your request."
    : null;
  if (!open)
    return (
      <Button size="sm" variant="outline" className="ml-4" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  return (
    <form
      className="ml-4 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate(text);
      }}
    >
      <label className="block text-sm font-medium text-ink-700" htmlFor={`reply-${id}`}>
        Your reply (once)
      </label>
      <Textarea id={`reply-${id}`} value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} rows={2} />
      {error && <Alert variant="danger">{error}</Alert>}
      <Button type="submit" size="sm" loading={reply.isPending} disabled={text.trim().length < 2}>
        Post reply
      </Button>
    </form>
  );
}

function ReportLink({ id }: { id: string }) {
  const [state, setState] = useState<"idle" | "open" | "done">("idle");
  const [reason, setReason] = useState("");
  if (state === "done") return <p className="text-xs text-ink-500">Reported. Thank you.</p>;
  if (state === "idle")
    return (
      <button type="button" className="text-xs text-ink-500 underline" onClick={() => setState("open")}>
        Report this review
      </button>
    );
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await reportReview(id, reason);
        } catch {
          /* already reported or gone: nothing more to do */
        }
        setState("done");
      }}
    >
      <ReasonInput
        label="Why is this review abusive?"
        placeholder="What is wrong with it?"
        value={reason}
        onChange={setReason}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={reason.trim().length < 5}
        title={reason.trim().length < 5 ? "Say in a few words what is wrong with it" : undefined}
      >
        Send report
      </Button>
    </form>
  );
}

/** The few words that go with a report or a moderator's decision on a review (500 characters at most). */
export function ReasonInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <input
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={500}
      placeholder={placeholder}
      className="rounded-md border border-ink-300 px-2 py-1 text-sm"
    />
  );
}
