import { cn } from "../../lib/cn";
import { ChevronIcon } from "./icons";
import { navButton } from "./use-gallery";

const ARROWS = [
  { dir: "left", step: -1, label: "Previous photo", place: "left-3" },
  { dir: "right", step: 1, label: "Next photo", place: "right-3" },
] as const;

/** The previous and next buttons over a gallery's photo, at its left and right edges; `className` is added to both. */
export function PhotoArrows({ onStep, className }: { onStep: (step: -1 | 1) => void; className?: string }) {
  return (
    <>
      {ARROWS.map((a) => (
        <button
          key={a.dir}
          type="button"
          aria-label={a.label}
          onClick={() => onStep(a.step)}
          className={cn(navButton, a.place, className)}
        >
          <ChevronIcon dir={a.dir} />
        </button>
      ))}
    </>
  );
}
