import { useId, type ReactNode } from "react";
import { Checkbox } from "../../../components/ui/checkbox";

/** A labelled checkbox (the label is clickable and names the box for screen readers). */
export function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <label htmlFor={id} className="text-sm text-ink-800">
        {children}
      </label>
    </span>
  );
}
