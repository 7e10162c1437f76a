import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { STEPS } from "./editor-form";
import { CheckIcon } from "./icons";

/** The wizard's steps: a scrolling strip on phones, a row on wide screens. Any step can be opened. */
export function Stepper({
  current,
  flagged,
  visited,
  onStep,
}: {
  current: number;
  flagged: (i: number) => boolean;
  visited: (i: number) => boolean;
  onStep: (i: number) => void;
}) {
  const active = useRef<HTMLButtonElement>(null);
  // On phones the strip scrolls: keep the open step in view.
  useEffect(() => {
    active.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);
  return (
    <nav aria-label="Listing steps">
      <p className="mb-2 text-sm text-ink-600 sm:hidden">
        Step {current + 1} of {STEPS.length}: <span className="font-medium text-ink-900">{STEPS[current]!.title}</span>
      </p>
      <div className="mb-3 h-1 overflow-hidden rounded-full bg-ink-200 sm:hidden" aria-hidden="true">
        <div
          className="h-full bg-brand-600 transition-[width]"
          style={{ width: `${((current + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="flex gap-1 overflow-x-auto pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible">
        {STEPS.map((s, i) => {
          const bad = flagged(i);
          const done = !bad && visited(i) && i !== current;
          return (
            <li key={s.id} className="shrink-0">
              <button
                type="button"
                ref={i === current ? active : undefined}
                onClick={() => onStep(i)}
                aria-current={i === current ? "step" : undefined}
                className={cn(
                  "flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap",
                  i === current
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-ink-200 bg-white text-ink-700 hover:border-ink-400",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-5 place-items-center rounded-full text-xs",
                    i === current
                      ? "bg-white/20"
                      : bad
                        ? "bg-danger-100 text-danger-700"
                        : done
                          ? "bg-success-100 text-success-800"
                          : "bg-ink-100",
                  )}
                >
                  {bad ? "!" : done ? <CheckIcon className="size-3" /> : i + 1}
                </span>
                {s.title}
                {bad && <span className="sr-only"> (needs attention)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
