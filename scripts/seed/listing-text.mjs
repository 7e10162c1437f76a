/** Titles and descriptions in the voice of Nigerian property listings. */
const AMENITY_PHRASES = {
  1: "24-hour power",
  2: "a prepaid meter",
  3: "a treated borehole",
  4: "round-the-clock security",
  5: "a gated, secure estate",
  6: "ample parking",
  7: "a swimming pool",
  8: "a fully equipped gym",
  9: "a room BQ",
  10: "CCTV",
  11: "a fitted kitchen",
  12: "built-in wardrobes",
  13: "air conditioning",
  14: "daily housekeeping",
  15: "a lift",
  16: "fast Wi-Fi",
  17: "water heaters",
  18: "POP ceilings",
  19: "tiled floors",
  20: "a balcony",
  21: "inverter and solar backup",
  22: "a standby generator",
  23: "good roads",
  24: "a children's playground",
};
const DOC_SHORT = {
  c_of_o: "C of O",
  governors_consent: "Governor's Consent",
  deed_of_assignment: "Deed of Assignment",
  registered_survey: "Registered Survey",
  excision: "Excision",
  gazette: "Gazette",
};
const ADJ = [
  "Newly built",
  "Tastefully finished",
  "Luxury",
  "Spacious",
  "Well-maintained",
  "Brand new",
  "Exquisite",
  "Lovely",
  "Contemporary",
  "Executive",
  "Beautiful",
  "Well-finished",
];
const LOW_ADJ = ["Decent", "Neat", "Newly renovated", "Spacious", "Clean", "Well-maintained"];

const list = (items) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const plotWords = (sqm) =>
  sqm <= 350
    ? "Half plot of land"
    : sqm >= 1150 && sqm <= 1300
      ? "2 plots of land"
      : sqm >= 900
        ? `${sqm} sqm land`
        : sqm >= 600
          ? "Full plot of land"
          : `${sqm} sqm plot`;

export function listingTitle(r, l) {
  const { type, t, beds, docs, amenities } = l;
  const adj = r.pick(l.f < 0.6 || [10, 14, 9].includes(type) ? LOW_ADJ : ADJ);
  const docWord = docs.length ? DOC_SHORT[docs[0]] : null;
  const has = (id) => amenities.includes(id);
  if (l.listingType === "short_stay") {
    if (type === 13)
      return r.pick([
        "Cosy studio shortlet with fast Wi-Fi and 24-hour power",
        "Fully furnished studio apartment (shortlet)",
        "Serviced studio shortlet with Netflix and 24-hour power",
      ]);
    const what = type === 11 ? "penthouse" : type === 3 || type === 1 ? t.name : "apartment";
    return r.pick([
      `Fully furnished ${beds} bedroom ${what} (shortlet)`,
      `Serviced ${beds} bedroom ${what} shortlet with 24-hour power`,
      `Luxury ${beds} bedroom ${what} shortlet${has(7) ? " with pool" : ""}`,
      `Homely ${beds} bedroom ${what} shortlet with parking`,
    ]);
  }
  if (t.cat === 3) {
    if (type === 18)
      return `${l.area / 10000} hectare${l.area > 10000 ? "s" : ""} of farmland with ${docWord ?? "Registered Survey"}`;
    if (type === 16)
      return r.pick([
        `Commercial land (${l.area} sqm) on ${l.street}`,
        `${l.area} sqm commercial land with ${docWord ?? "good title"}`,
      ]);
    if (type === 17) return `${l.area} sqm mixed-use land with ${docWord ?? "good title"}`;
    return r.pick([
      `${plotWords(l.area)} with ${docWord}`,
      `${l.area} sqm dry land${has(5) ? " in a gated estate" : ""} with ${docWord}`,
      `${plotWords(l.area)} in ${l.estate ?? l.locality}`,
    ]);
  }
  if (t.cat === 4) {
    if (type === 19)
      return r.pick([
        `Open-plan office space (${l.area} sqm) on ${l.street}`,
        `Serviced office space (${l.area} sqm) with 24-hour power`,
      ]);
    if (type === 20)
      return r.pick([`Shop space in a busy plaza on ${l.street}`, `Ground floor shop (${l.area} sqm) on ${l.street}`]);
    if (type === 21) return `Warehouse (${l.area} sqm) with good access for trucks`;
    if (type === 23) return `Functional hotel with ${beds} rooms`;
    return `Plaza with ${r.int(8, 24)} shops and offices on ${l.street}`;
  }
  if (type === 10)
    return r.pick([
      `${adj} self contain with ${has(2) ? "prepaid meter" : "tiled floors"}`,
      `${adj} self contain off ${l.street}`,
      `Room self contain (self con) in ${l.locality}`,
    ]);
  if (type === 14)
    return r.pick([
      `${adj} room and parlour self contain`,
      `Room and parlour with ${has(2) ? "prepaid meter" : "tiled floors"}`,
    ]);
  if (type === 9)
    return r.pick([`${adj} mini flat (1 bedroom) with guest toilet`, `${adj} 1 bedroom mini flat off ${l.street}`]);
  if (type === 13) return `${adj} studio apartment${has(14) ? " (serviced)" : ""} in ${l.locality}`;
  if (type === 7) return `Block of ${l.units} units of ${beds} bedroom flats${docWord ? ` with ${docWord}` : ""}`;
  const name =
    type === 1 && r.chance(0.5) ? "fully detached duplex" : type === 8 ? r.pick(["flat", "apartment"]) : t.name;
  const n = type === 7 ? beds : l.bedrooms;
  const extras = [
    has(9) && t.bq ? "with BQ" : null,
    has(7) ? "with swimming pool" : null,
    has(5) ? "in a gated estate" : null,
    type === 11 ? "with rooftop terrace" : null,
    docWord && l.listingType === "sale" ? `with ${docWord}` : null,
  ].filter(Boolean);
  return `${adj} ${n} bedroom ${name}${extras.length ? ` ${r.pick(extras)}` : ""}`;
}

export function listingDescription(r, l) {
  const { t, type } = l;
  const feats = r.sample(
    l.amenities.filter((a) => a !== 5 && a !== 23).map((a) => AMENITY_PHRASES[a]),
    3,
  );
  const out = [];
  const where = `${l.street}, ${l.locality}`;
  if (t.cat === 3) {
    out.push(`${cap(t.name)} measuring ${l.area.toLocaleString("en-NG")} sqm on ${where}, ${l.landmark}.`);
    out.push(
      r.pick([
        "The land is dry, fenced and ready to build on.",
        "Dry land in a fast-developing area: buy and build immediately.",
        "The land is flat and dry, with beacons in place.",
      ]),
    );
    if (l.docs.length) out.push(`Title: ${list(l.docs.map((d) => DOC_SHORT[d]))}.`);
    out.push(
      r.pick([
        "Instalment payment over 6 to 12 months is available.",
        "Inspection any day of the week, including Saturdays.",
        "Price is slightly negotiable for serious buyers.",
      ]),
    );
    return out.slice(0, 4).join(" ");
  }
  if (t.cat === 4) {
    out.push(`${cap(t.name)} on ${where}, ${l.landmark}.`);
    if (feats.length) out.push(`It comes with ${list(feats)}.`);
    out.push(
      r.pick([
        "Suitable for banks, tech companies and professional firms.",
        "Good visibility and steady human and vehicular traffic.",
        "Ample parking for staff and visitors.",
      ]),
    );
    return out.join(" ");
  }
  if (l.listingType === "short_stay") {
    out.push(
      `A fully furnished ${l.bedrooms > 1 ? `${l.bedrooms} bedroom ` : ""}${type === 13 ? "studio" : "apartment"} on ${where}, ${l.landmark}.`,
    );
    out.push(`Guests enjoy ${list(feats.length ? feats : ["24-hour power", "fast Wi-Fi"])}.`);
    out.push(
      r.pick([
        "Minimum stay of 2 nights; check-in from 2pm, check-out by 12 noon.",
        "Ideal for business travellers, couples and families visiting the city.",
        "The caution deposit is refunded at check-out after inspection.",
      ]),
    );
    return out.join(" ");
  }
  const lead =
    type === 10 || type === 14
      ? `A ${r.pick(["clean", "spacious", "newly built"])} ${t.name}`
      : `This ${l.bedrooms} bedroom ${t.name}`;
  out.push(`${lead} is available ${l.listingType === "sale" ? "for sale " : ""}on ${where}, ${l.landmark}.`);
  if (feats.length) out.push(`${r.pick(["It comes with", "Features include", "You get"])} ${list(feats)}.`);
  if (l.bedrooms >= 3)
    out.push(
      r.pick([
        "All rooms are en-suite with ample wardrobe space.",
        "The kitchen is fitted with a gas cooker, hood and pantry.",
        "There is space for up to four cars in the compound.",
      ]),
    );
  if (l.listingType === "rent")
    out.push(
      r.pick([
        "One year rent upfront; serious and responsible tenants only.",
        "Corporate tenants and young families preferred.",
        "Inspection strictly by appointment.",
        "Water and light are steady; the landlord lives abroad.",
      ]),
    );
  else
    out.push(
      l.docs.length ? `Title: ${list(l.docs.map((d) => DOC_SHORT[d]))}.` : "Documents are available for verification.",
    );
  return out.slice(0, 4).join(" ");
}

const ROOM_NOTES = {
  "Living room": [
    "Spacious living room with POP ceiling and chandelier.",
    "Bright living room opening onto the balcony.",
  ],
  "Master bedroom": ["En-suite master bedroom with walk-in wardrobe.", "Large master bedroom with a private balcony."],
  Kitchen: ["Fitted kitchen with gas cooker, hood and a pantry.", "Modern kitchen with granite worktops and a store."],
  "Dining area": ["Dining area next to the kitchen, seats six."],
  "Master bathroom": ["Bathtub, shower cubicle and water heater."],
};
export const roomNote = (r, name) => (ROOM_NOTES[name] && r.chance(0.7) ? r.pick(ROOM_NOTES[name]) : null);
