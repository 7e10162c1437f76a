import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { Popover } from "radix-ui";
import { Button } from "../../components/ui/button";

export type TourStep = { target: string; title: string; body: string };

const find = (target: string) => document.querySelector<HTMLElement>(`[data-tour="${target}"]`);

/**
 * A small guided tour on Radix Popover: each step is anchored to an element carrying `data-tour`;
 * steps whose element is missing (another account type, another page) are left out.
 * Back / Next / Done, Escape ends it, arrow keys move between steps.
 */
export function Tour({ steps, label, onDone }: { steps: TourStep[]; label: string; onDone: () => void }) {
  const available = useMemo(() => steps.filter((s) => find(s.target)), [steps]);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const step = available[index];
  const el = useMemo(() => (step ? find(step.target) : null), [step]);
  const last = index === available.length - 1;

  useEffect(() => {
    if (available.length === 0) onDone();
  }, [available.length, onDone]);

  // The current target is outlined so the popover's arrow is not the only cue.
  const target = step?.target;
  useEffect(() => {
    const node = target ? find(target) : null;
    if (!node) return;
    node.scrollIntoView({ block: "nearest" });
    const before = node.style.outline;
    node.style.outline = "3px solid var(--color-brand-500)";
    node.style.outlineOffset = "2px";
    return () => {
      node.style.outline = before;
      node.style.outlineOffset = "";
    };
  }, [target]);

  if (!step || !el) return null;
  const next = () => (last ? onDone() : setIndex(index + 1));
  const prev = () => setIndex(Math.max(0, index - 1));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") next();
    if (e.key === "ArrowLeft") prev();
  };

  return (
    <Popover.Root open onOpenChange={(open) => !open && onDone()}>
      <Popover.Anchor virtualRef={{ current: el }} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          aria-roledescription={label}
          side="bottom"
          align="start"
          sideOffset={10}
          collisionPadding={12}
          onKeyDown={onKeyDown}
          onInteractOutside={(e) => e.preventDefault()}
          className="z-50 w-80 rounded-xl bg-white p-4 shadow-dialog outline-none data-[state=open]:animate-pop-in"
        >
          <p className="text-xs font-medium text-ink-500">
            Step {index + 1} of {available.length}
          </p>
          <h2 id={titleId} className="mt-1 font-semibold text-ink-900">
            {step.title}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{step.body}</p>
          <div className="mt-4 flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={onDone}>
              Skip tour
            </Button>
            {index > 0 && (
              <Button variant="outline" size="sm" className="ml-auto" onClick={prev}>
                Back
              </Button>
            )}
            <Button size="sm" className={index > 0 ? "" : "ml-auto"} onClick={next}>
              {last ? "Done" : "Next"}
            </Button>
          </div>
          <Popover.Arrow className="fill-white" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
