import { insert } from "./sql.mjs";

/**
 * Brokerages, companies and agents who own the seeded listings besides the three demo listers. `areas` are
 * the states (and for Lagos, the side of the lagoon) they work in; the listings seed picks owners from them.
 * Their password is DEMO_PASSWORD too.
 */
export const SEED_LISTERS = [
  {
    id: "seed-lister-01",
    first_name: "Chidinma",
    last_name: "Okeke",
    email: "chidinma@okekepartners.demo.ng",
    username: "okekepartners",
    phone: "+2348034401121",
    account_type: "brokerage",
    sub_account_type: "broker",
    company_name: "Okeke & Partners Estate Surveyors",
    kyc_verified: true,
  },
  {
    id: "seed-lister-02",
    first_name: "Oluwaseun",
    last_name: "Ogunleye",
    email: "seun@ogunleyerealty.demo.ng",
    username: "ogunleyerealty",
    phone: "+2348055102234",
    account_type: "company",
    company_name: "Ogunleye Realty & Facility Management Ltd",
    kyc_verified: false,
  },
  {
    id: "seed-lister-03",
    first_name: "Aisha",
    last_name: "Bello",
    email: "aisha.bello@demo.propertyng.ng",
    username: "aisha.bello",
    phone: "+2348069203345",
    account_type: "agent",
    kyc_verified: true,
  },
  {
    id: "seed-lister-04",
    first_name: "Tamunotonye",
    last_name: "Briggs",
    email: "tonye@gardencityhomes.demo.ng",
    username: "gardencityhomes",
    phone: "+2348037304456",
    account_type: "brokerage",
    sub_account_type: "broker",
    company_name: "Garden City Homes",
    kyc_verified: true,
  },
  {
    id: "seed-lister-05",
    first_name: "Femi",
    last_name: "Akinola",
    email: "femi@cedarcourt.demo.ng",
    username: "cedarcourt",
    phone: "+2349031405567",
    account_type: "company",
    company_name: "Cedar Court Shortlets Ltd",
    kyc_verified: true,
  },
  {
    id: "seed-lister-06",
    first_name: "Yetunde",
    last_name: "Alabi",
    email: "yetunde.alabi@demo.propertyng.ng",
    username: "yetunde.alabi",
    phone: "+2348162506678",
    account_type: "agent",
    kyc_verified: false,
  },
  {
    id: "seed-lister-07",
    first_name: "Osaze",
    last_name: "Igbinedion",
    email: "osaze@royalcrest.demo.ng",
    username: "royalcrest",
    phone: "+2347036607789",
    account_type: "brokerage",
    sub_account_type: "broker",
    company_name: "Royal Crest Realtors",
    kyc_verified: false,
  },
  {
    id: "seed-lister-08",
    first_name: "Hauwa",
    last_name: "Abdullahi",
    email: "hauwa@capitalmeridian.demo.ng",
    username: "capitalmeridian",
    phone: "+2348098708890",
    account_type: "company",
    company_name: "Capital Meridian Properties Ltd",
    kyc_verified: false,
  },
  {
    id: "seed-lister-09",
    first_name: "Kelechi",
    last_name: "Nwankwo",
    email: "kelechi@demo.propertyng.ng",
    username: "kelechi.agent",
    phone: "+2347069809901",
    account_type: "agent",
    kyc_verified: false,
  },
];

/** Who lists where: [listerId, weight] per state; "Lagos:island" is Lekki, Ikoyi, VI and beyond. */
export const LISTERS_BY_AREA = {
  "Lagos:island": [
    ["demo-brokerage", 5],
    ["seed-lister-05", 2],
    ["seed-lister-09", 2],
    ["seed-lister-02", 1],
  ],
  "Lagos:mainland": [
    ["seed-lister-02", 3],
    ["demo-agent", 3],
    ["demo-brokerage", 1],
    ["seed-lister-09", 1],
  ],
  "Lagos:stay": [
    ["seed-lister-05", 4],
    ["demo-brokerage", 2],
  ],
  "Federal Capital Territory": [
    ["demo-company", 5],
    ["seed-lister-08", 3],
    ["seed-lister-05", 1],
  ],
  "Federal Capital Territory:stay": [
    ["seed-lister-05", 2],
    ["demo-company", 2],
  ],
  Rivers: [
    ["seed-lister-04", 3],
    ["demo-company", 1],
  ],
  "Akwa Ibom": [["seed-lister-04", 1]],
  "Cross River": [["seed-lister-04", 1]],
  Ogun: [
    ["seed-lister-06", 2],
    ["seed-lister-02", 2],
  ],
  Oyo: [["seed-lister-06", 1]],
  Kwara: [["seed-lister-06", 1]],
  Enugu: [
    ["seed-lister-01", 3],
    ["demo-agent", 1],
  ],
  Anambra: [
    ["seed-lister-01", 2],
    ["demo-agent", 1],
  ],
  Imo: [
    ["seed-lister-01", 1],
    ["seed-lister-09", 1],
  ],
  Kano: [["seed-lister-03", 1]],
  Kaduna: [["seed-lister-03", 1]],
  Plateau: [["seed-lister-03", 1]],
  Edo: [["seed-lister-07", 1]],
  Delta: [
    ["seed-lister-07", 2],
    ["seed-lister-04", 1],
  ],
};

export function listersSql(passwordHash, now) {
  const rows = SEED_LISTERS.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    username: u.username,
    phone: u.phone,
    password_hash: passwordHash,
    account_type: u.account_type,
    sub_account_type: u.sub_account_type ?? null,
    admin_access: false,
    kyc_verified: u.kyc_verified,
    company_name: u.company_name ?? null,
    role_id: null,
    status: "active",
    created_at: now - 120 * 24 * 3600_000,
    updated_at: now,
  }));
  return insert("users", rows);
}
