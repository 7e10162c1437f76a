import { coordinatesFromMapLink, inNigeria, MAP_LINK_MESSAGES } from "../../contracts/map-link";
import { expandShortMapLink, isShortMapLink } from "../../integrations/map-links";
import { ApiError } from "../../lib/errors";

const refuse = (message: string) => new ApiError(422, message, [{ field: "url", message }]);
/** Six decimals: about 10 cm, all a map pin needs. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** GET /v1/locations/coordinates: the position a pasted map link (or "lat, lng") points at, in Nigeria. */
export async function coordinatesFromLink(text: string) {
  let found = coordinatesFromMapLink(text);
  if (!found && isShortMapLink(text)) {
    const full = await expandShortMapLink(text);
    if (!full) throw refuse(MAP_LINK_MESSAGES.shortLink);
    found = coordinatesFromMapLink(full);
  }
  if (!found) throw refuse(MAP_LINK_MESSAGES.noPosition);
  if (!inNigeria(found)) throw refuse(MAP_LINK_MESSAGES.outsideNigeria);
  return { lat: round(found.lat), lng: round(found.lng) };
}
