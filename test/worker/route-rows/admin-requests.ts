import type { Row } from "./types";
import { routeTableListing } from "./listings";

const brokers = ["brokerage", "company"];

const project = {
  name: "Route table estate",
  description: "An estate the route table creates on a developer's behalf.",
  stateId: 1,
  address: "1 Test Road",
  status: "off_plan",
  depositPercent: 30,
  instalments: 12,
  periodMonths: 12,
  properties: [{ categoryId: 2, type: "3-bedroom terrace", bedrooms: 3, price: 45_000_000, unitsTotal: 3 }],
};

/** Property requests (CAN_VIEW_REQUESTS) and adding a listing or project on a customer's behalf. */
export const adminRequestRows: Row[] = [
  {
    method: "GET",
    path: "/admin/api/property-requests?status=open&intent=rent",
    kind: "admin",
    permission: "CAN_VIEW_REQUESTS",
  },
  {
    method: "POST",
    path: "/admin/api/property-requests/none/close",
    kind: "admin",
    permission: "CAN_VIEW_REQUESTS",
    body: { reason: "Spam request" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/users/none/listings",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
    body: { ...routeTableListing, status: "draft" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/users/none/projects",
    kind: "admin",
    permission: "CAN_ADD_PROJECT",
    body: project,
    okStatus: 404,
  },
  // SPEC §7 (User) broker preferences: brokerage and company accounts.
  { method: "GET", path: "/v1/secure/user/broker-preferences", kind: "accountType", allowed: brokers },
  {
    method: "PUT",
    path: "/v1/secure/user/broker-preferences",
    kind: "accountType",
    allowed: brokers,
    body: { listingStates: [routeTableListing.stateId], experience: "2-5", specializations: ["land"] },
  },
  // SPEC §6: CAN_ADD_LISTING gives "bookings" (the lists, inspection disputes and deposit claims).
  {
    method: "GET",
    path: "/admin/api/bookings/inspections?status=disputed&from=2026-01-01&to=2026-12-31",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
  },
  {
    method: "GET",
    path: "/admin/api/bookings/stays?status=confirmed&from=2026-01-01",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
  },
  { method: "GET", path: "/admin/api/customers/listers?search=bola", kind: "admin", permission: "CAN_ADD_LISTING" },
  { method: "GET", path: "/admin/api/customers/developers?search=city", kind: "admin", permission: "CAN_ADD_PROJECT" },
];
