import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/text-link";

type Which = "first" | "second";

const COPY: Record<
  Which,
  { title: string; description: string; points: { title: string; body: string; to: string; cta: string }[] }
> = {
  first: {
    title: "Welcome to PropertyNG",
    description: "Two quick steps get your brokerage in front of serious clients.",
    points: [
      {
        title: "Get verified to win clients' trust",
        body: "Verified brokers carry a badge on every listing and agent card.",
        to: "/dashboard/kyc",
        cta: "Verify ID",
      },
      {
        title: "List your first property",
        body: "Listings with clear photos and an honest price get the most enquiries.",
        to: "/dashboard/property/add-listing",
        cta: "Add listing",
      },
    ],
  },
  second: {
    title: "Keep your listings working for you",
    description: "Fresh, confirmed listings are the ones clients see.",
    points: [
      {
        title: "Confirm your listings are still available",
        body: "Listings not confirmed in 30 days drop out of search. Confirm them from My listings.",
        to: "/dashboard/property/my-listing",
        cta: "My listings",
      },
      {
        title: "Show every room",
        body: "Listings with photos of each room and a video walk-through get more serious enquiries.",
        to: "/dashboard/property/add-listing",
        cta: "Add a listing",
      },
    ],
  },
};

/** SPEC.md §4 broker popups: closing one, or following one of its links, marks it seen. */
export default function BrokerPopup({ which, onDone }: { which: Which; onDone: () => void }) {
  const copy = COPY[which];
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent title={copy.title} description={copy.description}>
        <ul className="flex flex-col gap-3">
          {copy.points.map((p) => (
            <li key={p.title} className="rounded-lg border border-ink-200 p-4">
              <p className="font-semibold text-ink-900">{p.title}</p>
              <p className="mt-1 text-sm text-ink-600">{p.body}</p>
              <ButtonLink to={p.to} onClick={onDone} variant="secondary" size="sm" className="mt-3">
                {p.cta}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex justify-end">
          <Button variant="ghost" onClick={onDone}>
            Maybe later
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
