import { useEffect, useRef, useState, type RefObject } from "react";
import type { PropertyDetail } from "@contracts/listings";
import { Button } from "../../components/ui/button";
import { ButtonAnchor } from "../../components/ui/text-link";
import { useSetAtom } from "jotai";
import { useUser } from "../auth/session";
import { bottomBarAtom, ownScrollTopAtom } from "../layout/bottom-bar";
import { toTop, UpArrow } from "../layout/scroll-to-top";
import { useScrolledPast } from "../layout/use-scrolled";
import { MessageAgentButton } from "../messaging/message-agent";
import { whatsappNumber } from "./listing-format";

/** The WhatsApp message a seeker starts with: names the listing and links it. */
const contactMessage = (title: string, pageUrl: string) =>
  `Hello, I'm interested in "${title}" on PropertyNG: ${pageUrl}`;

/** "WhatsApp": a chat with the lister in a new tab, opened with that message. */
export function WhatsAppLink({
  phone,
  title,
  pageUrl,
  className,
}: {
  phone: string;
  title: string;
  pageUrl: string;
  className?: string;
}) {
  return (
    <ButtonAnchor
      href={`https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(contactMessage(title, pageUrl))}`}
      target="_blank"
      rel="noopener noreferrer"
      variant="outline"
      className={className}
    >
      WhatsApp
    </ButtonAnchor>
  );
}

/** "Message agent" to the listing's lister, about this listing (the agent card and the phone's contact bar). */
export function MessageListerButton({
  listing,
  className,
  label,
}: {
  listing: Pick<PropertyDetail, "id" | "title" | "agentContactInfo">;
  className: string;
  label?: string;
}) {
  const a = listing.agentContactInfo;
  return (
    <MessageAgentButton
      agentId={a.id}
      agentName={a.fullName}
      propertyId={listing.id}
      title={listing.title}
      className={className}
      label={label}
    />
  );
}

/** Publishes the bar's height (`bottomBarAtom`) while `active`, 0 otherwise (a `hidden` bar measures 0). */
function usePublishBottomBar(ref: RefObject<HTMLElement | null>, active: boolean) {
  const set = useSetAtom(bottomBarAtom);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return set(0);
    // The body gets the bar's height as bottom padding, so the end of the page (the footer) scrolls clear of it.
    const measure = () => {
      const h = Math.round(el.getBoundingClientRect().height);
      set(h);
      document.body.style.paddingBottom = `${h}px`;
    };
    measure();
    const ro = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      set(0);
      document.body.style.paddingBottom = "";
    };
  }, [ref, active, set]);
}

/** Tells the floating scroll-to-top to stay away while this page's bar carries its own. */
function useOwnScrollTop(active: boolean) {
  const set = useSetAtom(ownScrollTopAtom);
  useEffect(() => {
    set(active);
    return () => set(false);
  }, [active, set]);
}

/** True while the element is on screen; assumed on screen until measured, so the server and first client render show no bar. */
function useOnScreen(ref: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(([e]) => setOn(!!e?.isIntersecting));
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  return on;
}

/** True below Tailwind's lg (1024 px), where the agent card is not in a sticky side column. */
function useNarrow() {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(max-width: 1023.98px)");
    const on = () => setNarrow(mq.matches);
    on();
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return narrow;
}

/**
 * Phones and tablets: Call / WhatsApp / Message fixed to the bottom while the agent card (which holds the same
 * buttons) is off screen, above the safe area. While it shows, the body keeps room for it at the page's end.
 * Scroll-to-top is its last button (after 150 px), not a floating one: a floating button on a phone sat over the
 * fees' right-aligned amounts and the text beside the bar, and while the agent card is on screen (near the top)
 * there is none. Nothing renders on the server.
 */
export function ContactBar({
  listing,
  pageUrl,
  agentCard,
}: {
  listing: Pick<PropertyDetail, "id" | "title" | "agentContactInfo">;
  pageUrl: string;
  agentCard: RefObject<HTMLElement | null>;
}) {
  const cardOnScreen = useOnScreen(agentCard);
  const narrow = useNarrow();
  const user = useUser();
  // The lister looking at their own listing has no one to contact.
  const forVisitor = narrow && user?.id !== listing.agentContactInfo.id;
  const show = forVisitor && !cardOnScreen;
  const scrolled = useScrolledPast();
  const bar = useRef<HTMLDivElement>(null);
  usePublishBottomBar(bar, show);
  useOwnScrollTop(forVisitor);
  if (!show) return null;
  const a = listing.agentContactInfo;
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Contact the lister"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom,0px))] shadow-dialog backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl gap-2">
        {a.phone && (
          <>
            <ButtonAnchor
              href={`tel:${a.phone}`}
              className="min-w-0 flex-1 px-2"
              aria-label={`Call ${a.fullName} on ${a.phone}`}
            >
              Call
            </ButtonAnchor>
            <WhatsAppLink phone={a.phone} title={listing.title} pageUrl={pageUrl} className="min-w-0 flex-1 px-2" />
          </>
        )}
        <MessageListerButton listing={listing} className="min-w-0 flex-1 px-2" label="Message" />
        {scrolled && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Scroll to top"
            onClick={toTop}
            className="shrink-0 text-brand-700"
          >
            <UpArrow />
          </Button>
        )}
      </div>
    </div>
  );
}
