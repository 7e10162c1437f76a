import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { inputClasses } from "../../components/ui/input-classes";
import { cn } from "../../lib/cn";
import { countOf } from "../../lib/format";
import type { components } from "../../api/schema";
import { locationSearchQuery } from "./search-queries";

export type LocationMatch = components["schemas"]["LocationMatch"];

const DEBOUNCE_MS = 200;

const KIND_WORDS = { state: "State", region: "Region", area: "Area", neighbourhood: "Neighbourhood" } as const;

/** A region's or an area's second line: a search for it takes in the places it holds ("includes Lekki Phase 1, Ikate, …"). */
export const includesHint = (m: Pick<LocationMatch, "includes" | "includesCount">) =>
  `includes ${m.includes.join(", ")}${m.includesCount > m.includes.length ? ", …" : ""}`;

/**
 * One box for a state or an area (the ARIA 1.2 combobox pattern, no library): typing "lek" offers
 * "Lekki, Lagos" (with the neighbourhoods it includes) and "Lekki Phase 1, Lagos", "lag" offers "Lagos (state)",
 * "vi" offers "Victoria Island, Lagos (VI)". ↓/↑ move through the options,
 * Enter picks, Escape closes (a second Escape clears), Tab leaves. Used by the properties filter bar and the
 * home hero. `value` is the label of the current pick; clearing the text and leaving the box picks nothing.
 */
export function LocationTypeahead({
  id,
  label,
  value,
  onSelect,
  placeholder = "State or area, e.g. Lekki",
  className,
  inputClassName,
  labelClassName,
  onFreeText,
}: {
  id: string;
  label: string;
  value: string;
  onSelect: (match: LocationMatch | null) => void;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
  labelClassName?: string;
  /**
   * Words typed without picking an option: called with the text when Enter is pressed on it
   * (no option highlighted) and on every change, so a form can search what was typed. With it, leaving the box
   * keeps the typed text instead of putting back the last pick.
   */
  onFreeText?: (text: string, submit: boolean) => void;
}) {
  const listId = useId();
  const [text, setText] = useState(value);
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [prevValue, setPrevValue] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);

  // A new pick from outside (a chip removed, back/forward) replaces the text.
  if (prevValue !== value) {
    setPrevValue(value);
    setText(value);
  }

  useEffect(() => {
    const t = setTimeout(() => setTyped(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const query = useQuery({
    ...locationSearchQuery(typed),
    enabled: open && /[\p{L}\p{N}]/u.test(typed),
    placeholderData: keepPreviousData,
  });
  const options = open && typed ? (query.data ?? []) : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  function pick(m: LocationMatch) {
    setText(m.label);
    setOpen(false);
    setActive(-1);
    onSelect(m);
  }

  function leave() {
    setOpen(false);
    setActive(-1);
    if (text.trim() === "" && value !== "") onSelect(null);
    else if (text !== value && !onFreeText) setText(value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a + 1) % options.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (options.length) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === "Enter") {
      if (expanded) {
        e.preventDefault();
        const m = options[active >= 0 ? active : 0];
        if (m) pick(m);
      } else if (text.trim() === "" && value !== "") {
        e.preventDefault();
        onSelect(null);
      } else if (onFreeText && text.trim() && text !== value) {
        setOpen(false);
        onFreeText(text, true);
      }
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText("");
      }
    }
  }

  const status =
    !open || !typed
      ? ""
      : query.isFetching && !query.data
        ? "Searching…"
        : options.length
          ? `${countOf(options.length, "place")} found`
          : query.isFetched
            ? "No matching state or area"
            : "";

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className={labelClassName ?? "sr-only"}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        placeholder={placeholder}
        maxLength={60}
        onChange={(e) => {
          setText(e.target.value);
          onFreeText?.(e.target.value, false);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={leave}
        onKeyDown={onKeyDown}
        className={cn(inputClasses, inputClassName)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-lg border border-ink-200 bg-white py-1 shadow-lg"
      >
        {options.map((m, i) => (
          <li
            key={`${m.kind}-${m.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the box (no blur before the click lands).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(m)}
            onMouseMove={() => setActive(i)}
            className={cn(
              "flex cursor-pointer items-center justify-between gap-3 px-3 py-2.5 text-sm text-ink-900",
              i === active && "bg-brand-50 text-brand-900",
            )}
          >
            <span className="min-w-0">
              <span className="block truncate">
                {m.label}
                {m.alias ? <span className="text-ink-500"> ({m.alias})</span> : null}
              </span>
              {m.includes.length ? (
                <span className="block truncate text-xs text-ink-500">{includesHint(m)}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-xs text-ink-500">{KIND_WORDS[m.localityKind ?? "state"]}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
