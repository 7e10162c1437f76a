import { useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { MESSAGING_RULES } from "@contracts/messaging-rules";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormError, SubmitButton, useMutationForm } from "../../components/ui/form";
import { messageAgent } from "./api";

const messageSchema = z.object({
  message: z.string().trim().min(1, "Write a message.").max(MESSAGING_RULES.maxMessageChars),
});

/** The message form in its dialog (loaded when "Message agent" is first tapped; closing unmounts it). */
export default function MessageAgentDialog({
  agentId,
  agentName,
  propertyId,
  title,
  onClose,
}: {
  agentId: string;
  agentName: string;
  propertyId?: string;
  title?: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { form, formProps } = useMutationForm(messageSchema, {
    defaultValues: { message: title ? `Hello, I'm interested in "${title}". Is it still available?` : "Hello, " },
    mutationFn: ({ message }) => messageAgent(agentId, { message, ...(propertyId ? { propertyId } : {}) }),
    onSuccess: async (res) => {
      onClose();
      await navigate({ to: "/dashboard/messages", search: { cid: res.conversation.id } });
    },
    fallback: "The message was not sent. Try again.",
  });
  const empty = !form.watch("message").trim();
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Message ${agentName}`}
      description="Your message and the reply stay in your PropertyNG inbox."
      {...formProps}
      className="grid gap-3"
    >
      <label htmlFor="agent-message" className="sr-only">
        Your message
      </label>
      <textarea
        id="agent-message"
        {...form.register("message")}
        rows={5}
        maxLength={MESSAGING_RULES.maxMessageChars}
        aria-describedby={form.formState.errors.message ? "agent-message-error" : undefined}
        className="rounded-lg border border-ink-300 p-3 text-sm focus:border-brand-500 focus:outline-none"
      />
      {form.formState.errors.message && (
        <p id="agent-message-error" role="alert" className="text-sm text-danger-700">
          {form.formState.errors.message.message}
        </p>
      )}
      <FormError />
      <p className="text-xs text-ink-500">Never pay an inspection fee or deposit outside PropertyNG.</p>
      <SubmitButton disabled={empty}>Send message</SubmitButton>
    </FormDialog>
  );
}
