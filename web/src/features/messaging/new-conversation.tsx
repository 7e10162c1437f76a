import { useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { MESSAGING_RULES } from "@contracts/messaging-rules";
import { Form, FormError, SubmitButton, useMutationForm, TextareaField } from "../../components/ui/form";
import { messageRequest } from "./api";

// The contract's rule for the message (worker/contracts/messaging.ts messageRequestInput), written here: importing
// the contract's schema put it, and zod, in the chunk the signed-in header's notification bell loads.
const schema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Type a message.")
    .max(MESSAGING_RULES.maxMessageChars, `A message can be at most ${MESSAGING_RULES.maxMessageChars} characters.`),
});

/** /dashboard/messages?id=<user> with no conversation yet: a request to that lister (SPEC.md: request with agentId). */
export function NewConversation({ agentId, onBack }: { agentId: string; onBack: () => void }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: { message: "" },
    mutationFn: ({ message }) => messageRequest({ agentId, message }),
    onSuccess: async (res) => {
      void qc.invalidateQueries({ queryKey: ["messaging"] });
      await navigate({ to: "/dashboard/messages", search: { cid: res.conversation.id }, replace: true });
    },
    fallback: "The message was not sent. Try again.",
  });
  const empty = !form.watch("message").trim();
  return (
    <Form {...formProps} className="flex h-[600px] flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4">
      <button type="button" onClick={onBack} className="self-start text-sm text-brand-700 hover:underline md:hidden">
        ← Conversations
      </button>
      <TextareaField
        name="message"
        label={<span className="text-base text-ink-900">New message</span>}
        id="new-message"
        maxLength={MESSAGING_RULES.maxMessageChars}
        rows={5}
        placeholder="What are you looking for?"
      />
      <FormError />
      <SubmitButton disabled={empty} className="self-end">
        Send
      </SubmitButton>
    </Form>
  );
}
