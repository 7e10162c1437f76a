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

const overview: TourStep = { target: "dash-dashboard", title: "Overview", body: "Your activity at a glance." };
const profile: TourStep = {
  target: "dash-edit-profile",
  title: "Edit profile",
  body: "Your name, picture, contact details and notification settings.",
};
const verify: TourStep = {
  target: "dash-kyc",
  title: "Verify ID",
  body: "Verified accounts carry a badge that clients trust.",
};
const myListings: TourStep = {
  target: "dash-my-listing",
  title: "My listings",
  body: "Edit, pause and confirm your listings are still available.",
};
const addListing: TourStep = {
  target: "dash-add-listing",
  title: "Add listing",
  body: "Publish a property with photos, rooms and a price in a few steps.",
};
const requests: TourStep = {
  target: "dash-property-requests",
  title: "Property requests",
  body: "What clients are asking for in your states.",
};

/** SPEC.md §4: the dashboard tour differs for developer/company, brokerage and everyone else. */
export function dashboardTour(user: Pick<AuthUser, "accountType">): TourStep[] {
  if (user.accountType === "developer" || user.accountType === "company")
    return [overview, addListing, myListings, verify, profile];
  if (user.accountType === "brokerage") return [overview, addListing, myListings, requests, verify, profile];
  return [overview, profile, verify];
}
