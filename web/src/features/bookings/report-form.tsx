import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { reportInput, type InspectionBooking } from "@contracts/bookings";
import { Form, FormError, SubmitButton, useZodForm, InputField } from "../../components/ui/form";
import { bookingActions } from "./api";

/** "Agent did not come?": what happened, 10 characters at least (the contract's rule). */
export default function ReportForm({ b, onDone }: { b: InspectionBooking; onDone: (next: InspectionBooking) => void }) {
  const form = useZodForm(reportInput, { defaultValues: { reason: "" } });
  const report = useMutation({
    mutationFn: ({ reason }: z.output<typeof reportInput>) => bookingActions.report(b.id, reason),
    onSuccess: (r) => onDone(r.data),
  });
  return (
    <Form
      form={form}
      onSubmit={(d) => report.mutateAsync(d)}
      fallback="Something went wrong."
      className="space-y-2"
      aria-label="Report the inspection"
    >
      <FormError />
      <InputField name="reason" label="What happened" id="report-reason" maxLength={1000} />
      <SubmitButton variant="outline">Report</SubmitButton>
    </Form>
  );
}
