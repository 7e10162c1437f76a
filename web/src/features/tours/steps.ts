import type { AuthUser } from "@contracts/auth";
import type { TourStep } from "./tour";

/** SPEC.md §4 public tour: the header, then the home page's search box when it is on screen. */
export const PUBLIC_TOUR: TourStep[] = [
  { target: "nav-buy", title: "Buy", body: "Homes and land for sale across Nigeria, from verified listers." },
  {
    target: "nav-rent",
    title: "Rent",
    body: "Homes to rent by the year. Listings unconfirmed for 30 days drop out, so what you see is fresh.",
  },
  { target: "nav-stay", title: "Short stays", body: "Furnished places to stay by the night." },
  {
    target: "sign-in",
    title: "Sign in",
    body: "Save listings, compare them and book inspections with your money held safely.",
  },
  {
    target: "home-search",
    title: "Search",
    body: "Pick buy, rent or short stay, then a place, a type and your budget.",
  },
];

/** A step on the dashboard's side menu: the menu entry's `data-tour` name, its title and what the tour says of it. */
const step = (target: string, title: string, body: string): TourStep => ({ target: `dash-${target}`, title, body });

const overview = step("dashboard", "Overview", "Your activity at a glance.");
const profile = step("edit-profile", "Edit profile", "Your name, picture, contact details and notification settings.");
const verify = step("kyc", "Verify ID", "Verified accounts carry a badge that clients trust.");
const myListings = step("my-listing", "My listings", "Edit, pause and confirm your listings are still available.");
const addListing = step(
  "add-listing",
  "Add listing",
  "Publish a property with photos, rooms and a price in a few steps.",
);
const requests = step("property-requests", "Property requests", "What clients are asking for in your states.");

/** SPEC.md §4: the dashboard tour differs for developer/company, brokerage and everyone else. */
export function dashboardTour(user: Pick<AuthUser, "accountType">): TourStep[] {
  if (user.accountType === "developer" || user.accountType === "company")
    return [overview, addListing, myListings, verify, profile];
  if (user.accountType === "brokerage") return [overview, addListing, myListings, requests, verify, profile];
  return [overview, profile, verify];
}
