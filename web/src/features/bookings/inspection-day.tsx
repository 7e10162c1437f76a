import { lagosToday } from "@contracts/lagos-time";
import { Field, Input } from "../../components/ui/input";
import { dayLabel } from "./format";

/** The day of an inspection, today to 90 days ahead (Lagos time); the label names its weekday. */
export function InspectionDayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <Field label={`${label} (${dayLabel(value)})`} htmlFor={id}>
      <Input
        id={id}
        type="date"
        min={lagosToday()}
        max={lagosToday(90)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
