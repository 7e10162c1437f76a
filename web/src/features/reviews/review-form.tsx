import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ratingLabel } from "@contracts/review-rules";
import { Form, FormError, SubmitButton, useMutationForm, TextareaField } from "../../components/ui/form";
import { createReview, type SubjectType } from "./api";

const reviewSchema = z.object({ rating: z.number().int().min(1).max(5), review: z.string().max(2000) });

/** The write form of a review (its own chunk: only people with a qualifying interaction load it). */
export default function ReviewForm({
  type,
  id,
  noun,
  basis,
  onDone,
}: {
  type: SubjectType;
  id: string;
  noun: string;
  basis: string;
  onDone: (note: string) => void;
}) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(reviewSchema, {
    defaultValues: { rating: 0, review: "" },
    mutationFn: (d) => createReview(type, id, d),
    onSuccess: async (r) => {
      onDone(
        r.data.status === "blind"
          ? "Thank you. Your review will be published when the other side reviews too, or in 14 days."
          : "Thank you for your review.",
      );
      await qc.invalidateQueries({ queryKey: ["reviews"] });
    },
    fallback: "There was an error while processing your request.",
  });
  const rating = form.watch("rating");
  const short = form.watch("review").trim().length < 3;
  const why = `review-why-${type}`;
  return (
    <Form {...formProps} className="space-y-3 rounded-lg bg-ink-50 p-4" aria-label="Write a review">
      <p className="text-sm text-ink-700">
        You can review this {noun}: <strong>{basis}</strong>.
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-ink-700">Your rating</legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`${n} star${n > 1 ? "s" : ""}`}
              aria-pressed={rating === n}
              onClick={() => form.setValue("rating", n, { shouldDirty: true })}
              className={`text-2xl ${n <= rating ? "text-amber-500" : "text-ink-300"}`}
            >
              ★
            </button>
          ))}
          <span className="ml-2 text-sm text-ink-600">{rating ? ratingLabel(rating) : "Pick 1 to 5 stars"}</span>
        </div>
      </fieldset>
      <TextareaField name="review" label="Your review" id={`review-text-${type}`} maxLength={2000} rows={3} />
      <FormError />
      {(!rating || short) && (
        <p id={why} className="text-sm text-ink-600">
          {!rating ? "Pick a star rating" : "Write a few words"}
          {!rating && short ? " and write a few words" : ""} to post your review.
        </p>
      )}
      <SubmitButton disabled={!rating || short} aria-describedby={!rating || short ? why : undefined}>
        Post review
      </SubmitButton>
    </Form>
  );
}
