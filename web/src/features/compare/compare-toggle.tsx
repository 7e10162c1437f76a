import { useAtomValue, useSetAtom } from "jotai";
import { cn } from "../../lib/cn";
import { toast } from "../../lib/toast";
import { COMPARE_MAX, compareAtom, toggleCompareAtom } from "./atoms";
import { TextLink } from "../../components/ui/text-link";

/** The compare toggle on a listing card (SPEC.md §2 properties page, §4 compare list). */
export function CompareToggle({ id, title, className }: { id: string; title: string; className?: string }) {
  const { ids } = useAtomValue(compareAtom);
  const toggle = useSetAtom(toggleCompareAtom);
  const on = ids.includes(id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from compare` : `Compare ${title}`}
      onClick={() => {
        const r = toggle(id);
        // The toaster's code loads with the first toast (lib/toast), not with every page that shows a card.
        if (r === "full")
          toast.error(`You can compare up to ${COMPARE_MAX} listings. Remove one from the compare list first.`);
        else if (r === "added")
          toast.success("Added to compare", {
            action: { label: "Compare now", onClick: () => window.location.assign("/dashboard/compare") },
          });
      }}
      className={cn(
        "relative z-10 inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition",
        on
          ? "border-brand-600 bg-brand-50 text-brand-800"
          : "border-ink-300 bg-white text-ink-700 hover:border-brand-400",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {on ? <path d="M5 12l5 5 9-10" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      Compare
    </button>
  );
}

/** "Compare (n)" link for page headers and the floating bar. */
export function CompareLink() {
  const { ids } = useAtomValue(compareAtom);
  if (!ids.length) return null;
  return (
    <TextLink to="/dashboard/compare" className="text-sm font-medium">
      Compare ({ids.length})
    </TextLink>
  );
}
