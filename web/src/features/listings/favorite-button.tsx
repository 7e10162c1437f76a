import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { cn } from "../../lib/cn";
import { signedInOrAsk, useUser } from "../auth/session";
import { usePendingIntent } from "../auth/return-to";
import { toggleFavorite } from "./api";

/** The heart on a card or listing page. Visitors are asked to sign in; the server's answer sets the state. */
export function FavoriteButton({
  id,
  title,
  initial,
  className,
}: {
  id: string;
  title: string;
  initial: boolean;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const [active, setActive] = useState(initial);
  const [seen, setSeen] = useState(initial);
  const [busy, setBusy] = useState(false);
  // A refetch (e.g. after signing in) may bring a different flag: follow it.
  if (seen !== initial) {
    setSeen(initial);
    setActive(initial);
  }

  const user = useUser();
  const intent = `favorite:${id}`;

  async function toggle(save?: true) {
    setBusy(true);
    try {
      let res = await toggleFavorite(id);
      // Asked to save, and it was already saved (from another device): the toggle removed it, so put it back.
      if (save && !res.data.active) res = await toggleFavorite(id);
      setActive(res.data.active);
      void queryClient.invalidateQueries({ queryKey: ["listings"] });
    } catch {
      // unwrap() has already shown the error toast.
    } finally {
      setBusy(false);
    }
  }

  // Back from the sign-in the heart asked for: the listing is saved.
  usePendingIntent(intent, !!user, () => void toggle(true));

  async function onClick() {
    if (!signedInOrAsk(undefined, intent)) return;
    await toggle();
  }

  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={busy}
      onClick={onClick}
      className={cn(
        "grid size-10 place-items-center rounded-full bg-white/95 text-ink-700 shadow-card transition hover:text-danger-600 disabled:opacity-60",
        active && "text-danger-600",
        className,
      )}
    >
      {/* The name is text, not aria-label: a field's label search ("State") must not find a heart whose
          listing title happens to contain the word ("…gated estate"). */}
      <span className="sr-only">{active ? `Remove ${title} from saved listings` : `Save ${title}`}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill={active ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
