import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/text-link";
import { Card, CardContent } from "../../components/ui/card";
import { Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { formatNaira } from "../../lib/format";
import { bookingActions, bookingQuery } from "./api";
import { bookingDate, bookingTime } from "./format";

// The contract's rule (worker/contracts/bookings.ts initiateInput) in the agent's words.
const codeSchema = z.object({
  initiationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code the seeker shows you."),
});

/** The agent enters the seeker's 6-digit code at the viewing: it releases the fee (less commission). */
export function InitiateInspection({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data } = useSuspenseQuery(bookingQuery(id));
  const b = data.data;
  const { form, formProps } = useMutationForm(codeSchema, {
    defaultValues: { initiationCode: "" },
    mutationFn: ({ initiationCode }) => bookingActions.initiate(b.id, initiationCode),
    onSuccess: (r) => {
      qc.setQueryData(bookingQuery(id).queryKey, { data: r.data });
      void qc.invalidateQueries({ queryKey: ["wallet"] });
    },
    // A wrong code uses an attempt: the count beside the field follows.
    onError: () => void qc.invalidateQueries({ queryKey: bookingQuery(id).queryKey }),
    fallback: "Something went wrong.",
  });
  const code = form.watch("initiationCode");
  return (
    <div className="mx-auto max-w-lg">
      <Card>
        <CardContent className="space-y-4 p-6">
          <h1 className="text-xl font-semibold text-ink-900">Start the inspection</h1>
          <p className="text-ink-700">
            {b.property.title} · {bookingDate(b.appointmentDate)} at {bookingTime(b.appointmentDate)}
          </p>
          {b.status === "completed" ? (
            <Alert variant="success" title="Inspection started">
              {b.refundableOnly
                ? `In this state the fee only secures the slot, so it went back to ${b.seeker.name}.`
                : `${formatNaira(b.agentReceivesKobo)} is now in your wallet.`}
            </Alert>
          ) : b.role !== "agent" ? (
            <Alert variant="warning">Only the agent enters the code.</Alert>
          ) : b.status !== "confirmed" ? (
            <Alert variant="warning">This booking is not confirmed, so it cannot be started.</Alert>
          ) : b.codeAttemptsLeft === 0 ? (
            <Alert variant="danger" title="Locked">
              Five wrong codes: this booking is locked. Contact support.
            </Alert>
          ) : (
            <Form {...formProps} className="space-y-3">
              <FormError />
              <FormField
                name="initiationCode"
                label={`${b.seeker.name}'s 6-digit code`}
                id="initiation-code"
                hint={`${b.codeAttemptsLeft} attempts left`}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...form.register("initiationCode", { setValueAs: (v: string) => v.replace(/\D/g, "") })}
                  onInput={(e) => (e.currentTarget.value = e.currentTarget.value.replace(/\D/g, ""))}
                />
              </FormField>
              <SubmitButton disabled={code.replace(/\D/g, "").length !== 6}>Start inspection</SubmitButton>
            </Form>
          )}
          <ButtonLink to="/dashboard/bookings/$id" params={{ id: b.id }} variant="link" size="sm" className="px-0">
            Back to the booking
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
