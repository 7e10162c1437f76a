import { useState } from "react";
import { LocationTypeahead } from "../locations/location-typeahead";

/** The hero's small visible field labels. */
export const LABEL = "mb-1 block text-left text-xs font-medium text-ink-600";

/** A pick (slugs), or words typed without picking (`text`, read by the assistant's parser on Search). */
export type LocationValue = { state: string; locality: string; text?: string };

/**
 * The hero's location: the same typeahead as the properties filter bar ("lek" offers Lekki, Lagos; "lag" offers
 * Lagos (state)), giving the slugs the search pages read.
 */
export function LocationField({
  onChange,
  className,
}: {
  value: LocationValue;
  onChange: (v: LocationValue) => void;
  className?: string;
}) {
  const [label, setLabel] = useState("");
  return (
    <LocationTypeahead
      id="home-location"
      label="Location"
      value={label}
      labelClassName={LABEL}
      placeholder="State or area, e.g. Lekki"
      className={className}
      onSelect={(m) => {
        setLabel(m?.label ?? "");
        onChange(
          m
            ? { state: m.stateSlug, locality: m.kind === "locality" ? m.slug : "", text: "" }
            : { state: "", locality: "", text: "" },
        );
      }}
      // Typing after a pick means the words, not the old pick: "Lekki" + Search must search Lekki.
      onFreeText={(text) => onChange({ state: "", locality: "", text })}
    />
  );
}
