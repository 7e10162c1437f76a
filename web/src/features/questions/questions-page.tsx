import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { answerInput, type ListerQuestion, type QuestionFilter } from "@contracts/listing-questions";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { EmptyState } from "../../components/ui/empty-state";
import { Form, FormError, SubmitButton, TextareaField, useMutationForm } from "../../components/ui/form";
import { QueryState } from "../../components/ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { PageNav } from "../layout/page-nav";
import { answerQuestion, myQuestionsQuery, unpublishQuestion } from "./api";

type AnswerForm = z.input<typeof answerInput>;

/** The answer and "Publish on the listing", for one question; saving also sends the answer to the asker in Messages. */
function AnswerForm({ question }: { question: ListerQuestion }) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(answerInput, {
    defaultValues: { answer: question.answer ?? "", publish: question.published } satisfies AnswerForm,
    mutationFn: (d) => answerQuestion(question.id, d),
    onSuccess: async (q) => {
      toast.success(q.published ? "Answer saved and published on the listing." : "Answer saved.");
      await qc.invalidateQueries({ queryKey: ["questions"] });
    },
  });
  const publish = useWatch({ control: form.control, name: "publish" });
  const checkId = `publish-${question.id}`;
  return (
    <Form {...formProps} className="mt-3 space-y-3" aria-label="Answer">
      <TextareaField
        name="answer"
        label="Your answer"
        id={`answer-${question.id}`}
        rows={3}
        hint="Sent to the asker in Messages; published only if you tick the box."
      />
      <div className="flex items-center gap-3">
        <Checkbox
          id={checkId}
          checked={publish === true}
          onCheckedChange={(v) => form.setValue("publish", v === true, { shouldDirty: true })}
        />
        <label htmlFor={checkId} className="cursor-pointer text-sm text-ink-800">
          Publish the question and answer on the listing
        </label>
      </div>
      <FormError />
      <SubmitButton size="sm">{question.answer ? "Save answer" : "Send answer"}</SubmitButton>
    </Form>
  );
}

function QuestionCard({ question: q }: { question: ListerQuestion }) {
  const qc = useQueryClient();
  const unpublish = useMutation({
    mutationFn: () => unpublishQuestion(q.id),
    onSuccess: async () => {
      toast.success("Taken off the listing.");
      await qc.invalidateQueries({ queryKey: ["questions"] });
    },
  });
  return (
    <li className="rounded-xl border border-ink-200 bg-white p-4" data-testid="lister-question">
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-600">
        <Link
          to="/properties/property/$idOrSlug"
          params={{ idOrSlug: q.property.slug }}
          className="font-medium text-brand-700 underline"
        >
          {q.property.title}
        </Link>
        <span>
          · {q.askerName ?? "A visitor"} asked on {formatDate(q.createdAt)}
        </span>
        {q.published ? (
          <Badge variant="success">Published</Badge>
        ) : q.answer ? (
          <Badge>Answered</Badge>
        ) : (
          <Badge variant="warning">Waiting for you</Badge>
        )}
      </div>
      <p className="mt-2 font-medium text-ink-900">{q.question}</p>
      {q.conversationId && (
        <Link
          to="/dashboard/messages"
          search={{ cid: q.conversationId }}
          className="mt-1 inline-block text-sm text-brand-700 underline"
        >
          Open the conversation
        </Link>
      )}
      <AnswerForm key={`${q.answer}:${q.published}`} question={q} />
      {q.published && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          loading={unpublish.isPending}
          onClick={() => unpublish.mutate()}
        >
          Unpublish
        </Button>
      )}
    </li>
  );
}

/**
 * /dashboard/questions: what visitors asked that the listings did not say (each already in Messages), with an
 * answer form and the choice to publish the question and answer on the listing.
 */
export function QuestionsPage({
  filter,
  page,
  onChange,
}: {
  filter: QuestionFilter;
  page: number;
  onChange: (n: { filter: QuestionFilter; page: number }) => void;
}) {
  const q = useQuery(myQuestionsQuery(filter, page));
  return (
    <Tabs value={filter} onValueChange={(v) => onChange({ filter: v as QuestionFilter, page: 1 })}>
      <TabsList>
        <TabsTrigger value="unanswered">Waiting for an answer</TabsTrigger>
        <TabsTrigger value="all">All questions</TabsTrigger>
      </TabsList>
      <TabsContent value={filter} className="space-y-4">
        <QueryState
          query={q}
          label="Loading questions"
          errorTitle="The questions could not be loaded."
          isEmpty={(d) => d.data.length === 0}
          empty={
            <EmptyState
              title={filter === "unanswered" ? "No question is waiting for you" : "No questions yet"}
              description="When a visitor asks something your listing does not say, it arrives here and in Messages."
            />
          }
        >
          {(d) => (
            <ul className="space-y-4">
              {d.data.map((item) => (
                <QuestionCard key={item.id} question={item} />
              ))}
            </ul>
          )}
        </QueryState>
        <PageNav page={page} hasMore={q.data?.hasMore} onPage={(p) => onChange({ filter, page: p })} />
      </TabsContent>
    </Tabs>
  );
}
