// The assistant's CONVERSATION set: written before the conversation rules were tuned, and never tuned against.
// `npm run bench:assistant` plays each conversation turn by turn (parse + the conversation's search) and scores
// every turn: the search the conversation holds after it must be exactly `want` (intent included; a turn that is
// not a search — a question, thanks — is scored on its intent only and leaves the search as it was).
// Clock: Fri 27 Nov 2026, 11:00 Lagos. `pidgin: true` marks conversations in Pidgin or with misspellings.
//
// What a turn means (the rules a person expects, written down before the code):
// - a turn adds or replaces what it names (place, kind, bedrooms, budget, furnishing, purpose) and adds extras
//   (amenities, power, water, documents) to those already asked for;
// - "2 bedroom" is exactly 2 (min = max = 2); "2+", "at least 2" a minimum; "bigger" = more bedrooms than now
//   (a minimum one above), "smaller" = fewer (a maximum one below);
// - "cheaper" without an amount lowers the ceiling by a quarter (rounded down to two significant figures);
//   "more expensive" makes the old ceiling the floor;
// - "forget the budget", "any size", "anywhere", "any type", "without parking" take that constraint away;
// - a new place with a new kind or purpose, or "start again", is a new search; a new purpose between rent and sale
//   drops the budget (rents and prices are different sums); a new kind that is land drops bedrooms;
// - kinds are families: flat/apartment = flats [8, 9, 11, 12, 13], duplex = [1, 2, 3], bungalow = [4, 5],
//   house = [1..6]; a precise name ("semi detached duplex", "self contain") stays one type.
import { IN_ENGLISH } from "./conversations-english.mjs";
import { IN_PIDGIN } from "./conversations-pidgin.mjs";

export const CONVERSATIONS = [...IN_ENGLISH, ...IN_PIDGIN];
