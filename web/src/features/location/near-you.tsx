import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { Button } from "../../components/ui/button";
import { statesQuery } from "../locations/queries";
import { geocodedStateAtom, isFresh, locationAtom, LOCATION_MAX_AGE_MS } from "./atoms";
import { nearestState } from "./nearest-state";
import { TextLink } from "../../components/ui/text-link";

const REFUSED = "Location access was refused. You can still pick a state when you search.";
const UNAVAILABLE = "We could not read your location just now. Please try again.";

function readPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) reject(new Error("unsupported"));
    else
      navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: LOCATION_MAX_AGE_MS, timeout: 15_000 });
  });
}

/**
 * "Near you": the browser's position is read only when asked, kept for three days, and turned into
 * the nearest state by its capital. Fixed height, so the answer does not move the page.
 */
export function NearYou() {
  const queryClient = useQueryClient();
  const [location, setLocation] = useAtom(locationAtom);
  const [state, setState] = useAtom(geocodedStateAtom);
  // Reading the position is not a server write, but it is the same pending/failed/done ladder.
  const locate = useMutation({
    mutationFn: async () => {
      const pos = await readPosition();
      const point = { longitude: pos.coords.longitude, latitude: pos.coords.latitude };
      setLocation({ ...point, at: Date.now() });
      const nearest = nearestState(point, await queryClient.fetchQuery(statesQuery()));
      setState(nearest ? { id: nearest.id, name: nearest.name, slug: nearest.slug } : null);
    },
  });
  const denied =
    typeof locate.error === "object" && locate.error !== null && "code" in locate.error && locate.error.code === 1;
  const error = locate.error ? (denied ? REFUSED : UNAVAILABLE) : null;
  const known = isFresh(location) && state;

  return (
    <section
      aria-labelledby="near-you-heading"
      className="flex min-h-20 flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-card"
    >
      <div className="min-w-0">
        <h2 id="near-you-heading" className="text-sm font-semibold text-ink-900">
          {known ? <>Near you: {state.name}</> : "Homes near you"}
        </h2>
        <p className="text-sm text-ink-600" role={error ? "alert" : undefined}>
          {error ??
            (known ? (
              <TextLink to="/properties/rent" search={{ state: state.slug }} className="font-medium">
                See homes for rent in {state.name}
              </TextLink>
            ) : (
              "Share your location once to see listings in your state."
            ))}
        </p>
      </div>
      <Button
        variant={known ? "ghost" : "secondary"}
        size="sm"
        loading={locate.isPending}
        onClick={() => locate.mutate()}
      >
        {known ? "Update location" : "Use my location"}
      </Button>
    </section>
  );
}
