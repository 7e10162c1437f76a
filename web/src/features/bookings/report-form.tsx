import { reportInput, type InspectionBooking } from "@contracts/bookings";
import { Form, FormError, SubmitButton, useMutationForm, InputField } from "../../components/ui/form";
import { bookingActions } from "./api";

/** "Agent did not come?": what happened, 10 characters at least (the contract's rule). */
export default function ReportForm({ b, onDone }: { b: InspectionBooking; onDone: (next: InspectionBooking) => void }) {
  const { formProps } = useMutationForm(reportInput, {
    defaultValues: { reason: "" },
    mutationFn: ({ reason }) => bookingActions.report(b.id, reason),
    onSuccess: (r) => onDone(r.data),
    fallback: "Something went wrong.",
  });
  return (
    <Form {...formProps} className="space-y-2" aria-label="Report the inspection">
      <FormError />
      <InputField name="reason" label="What happened" id="report-reason" maxLength={1000} />
      <SubmitButton variant="outline">Report</SubmitButton>
    </Form>
  );
}
