import { useState, type FormEvent, type RefObject } from "react";
import { Popover } from "radix-ui";
import { Button } from "../../components/ui/button";
import { PriceRangeFields } from "./price-range-fields";
import { grouped, parseNaira } from "./filter-values";

/**
 * The price filter's popover (desktop bar), loaded when its button is first reached for (listing-filters.tsx
 * keeps the button itself, so the page hydrates without Radix's popper). Anchored to that button; typing does not
 * search per key: the price applies on "Apply price".
 */
export default function PricePopover({
  anchor,
  open,
  onOpenChange,
  min,
  max,
  onApply,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  min?: number;
  max?: number;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const [draft, setDraft] = useState({ min: grouped(min), max: grouped(max) });
  // Each opening starts from the applied price.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft({ min: grouped(min), max: grouped(max) });
  }
  const lo = parseNaira(draft.min);
  const hi = parseNaira(draft.max);
  const bad = (draft.min.trim() !== "" && lo === undefined) || (draft.max.trim() !== "" && hi === undefined);
  const error = bad
    ? "Type a price in naira, e.g. 5,000,000."
    : lo !== undefined && hi !== undefined && lo > hi
      ? "The minimum price is above the maximum."
      : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (error) return;
    onOpenChange(false);
    onApply(lo, hi);
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id="filter-price"
          align="start"
          sideOffset={6}
          // The button toggles the popover itself; a press on it is not "outside".
          onInteractOutside={(e) => {
            if (anchor.current?.contains(e.target as Node)) e.preventDefault();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            anchor.current?.focus();
          }}
          className="z-40 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-ink-200 bg-white p-4 shadow-lg"
        >
          <form onSubmit={submit} aria-label="Price">
            <PriceRangeFields
              idPrefix="filter"
              min={draft.min}
              max={draft.max}
              onChange={(k, v) => setDraft((d) => ({ ...d, [k]: v }))}
              error={error}
            />
            <div className="mt-3 flex gap-2">
              <Button type="submit" className="flex-1">
                Apply price
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  onOpenChange(false);
                  onApply(undefined, undefined);
                }}
              >
                Any price
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
