import { localityIds } from "./places.mjs";
import { hashString, rng } from "./random.mjs";
import { addLargeCopies, insert, slugify } from "./sql.mjs";
import { PLACES, STATE_QUOTAS } from "./listing-places.mjs";
import { typeChoices } from "./listing-types.mjs";
import { LISTERS_BY_AREA } from "./listers.mjs";
import { listingDescription, listingTitle, roomNote } from "./listing-text.mjs";
import {
  ROOM_SCENES,
  TYPES,
  amenityIds,
  charges,
  furnishing,
  ownerArea,
  price,
  roomNames,
  roomsCount,
  supports,
  titleDocuments,
} from "./listing-build.mjs";
import { ORIGINAL } from "./pictures.mjs";

const DAY = 86_400_000;
const ESTATES = [
  "Harmony Gardens",
  "Royal Palm",
  "Grace Court",
  "Emerald Park",
  "Cedar Springs",
  "Beachwood",
  "Divine Court",
  "Peace Haven",
  "Victory Park",
  "Orchid Gardens",
  "Unity Court",
];

/**
 * UUID-shaped ids like the worker's, each derived from its own name ("<listing>:media:2"), so editing
 * how listings are written never renumbers rows a developer's database already holds.
 */
function uuid(name) {
  const r = rng(name);
  const h = (n) => Array.from({ length: n }, () => Math.floor(r.next() * 16).toString(16)).join("");
  return `${h(8)}-${h(4)}-4${h(3)}-${r.pick(["8", "9", "a", "b"])}${h(3)}-${h(12)}`;
}

const youtubeId = (r) =>
  Array.from({ length: 11 }, () =>
    r.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".split("")),
  ).join("");

function address(r, street, locality, isLand, estate) {
  if (estate) return `Plot ${r.int(2, 140)}, ${estate} Estate, off ${street}, ${locality}`;
  if (/Expressway/.test(street)) return `Km ${r.int(12, 46)}, ${street}, ${locality}`;
  if (/^Close/.test(street)) return `House ${r.int(1, 30)}, ${street}`;
  return `${isLand ? "Plot " : ""}${r.int(1, 64)} ${street}, ${locality}`;
}

function pictures(r, l, t, typeId, rooms) {
  const look = `${l.id}:look`;
  const [scene, opts = {}] = t.scene;
  const exterior = {
    scene,
    opts: { ...opts, look, ...([8, 9, 13].includes(typeId) ? { storeys: 2 + (hashString(look) % 4) } : {}) },
    roomId: null,
  };
  const n = r.int(3, 5),
    out = [exterior];
  if (t.cat === 3) while (out.length < n) out.push({ ...exterior });
  else if (r.chance(0.5) || !rooms.length) out.push({ ...exterior });
  for (let k = 0; out.length < n; k++) {
    const room = rooms[k % rooms.length];
    out.push({ scene: ROOM_SCENES[room.name] ?? "living", opts: {}, roomId: room.id });
  }
  return out.map((p, position) => {
    const id = uuid(`${l.id}:media:${position}`);
    const prefix = `listings/${l.ownerId}/${id}`;
    return {
      id,
      position,
      roomId: p.roomId,
      originalKey: `${prefix}/original.webp`,
      thumbKey: `${prefix}/md.webp`,
      smallKey: `${prefix}/w320.webp`,
      largeKey: `${prefix}/w960.webp`,
      spec: { scene: p.scene, opts: p.opts, seed: id },
    };
  });
}

function makeListing(n, state, ids, now) {
  const r = rng(`propertyng-listing-${n}:${state}`);
  const place = r.weighted(PLACES[state].map((p) => [p, p.w]));
  const loc = ids.get(`${state}|${place.locality}`);
  if (!loc) throw new Error(`Unknown locality ${state} / ${place.locality}`);
  const listingType = place.stay
    ? r.weighted([
        ["rent", 38],
        ["sale", 22],
        ["short_stay", 40],
      ])
    : r.weighted([
        ["rent", 60],
        ["sale", 40],
      ]);
  const typeId = r.weighted(
    typeChoices(listingType, place.f).filter(([id, w]) => w > 0 && supports(TYPES[id], listingType)),
  );
  const t = TYPES[typeId],
    f = place.f;
  const counts = roomsCount(r, t, typeId);
  const area = t.areas
    ? r.pick(t.areas)
    : t.cat <= 2 && r.chance(0.5)
      ? Math.round(counts.bedrooms * r.range(35, 55) + 40)
      : null;
  const amount = price(r, t, listingType, f, counts.beds, area ?? 600);
  const fees = charges(r, t, listingType, f, amount);
  const amenities = amenityIds(r, listingType, t, typeId, f);
  const street = r.pick(place.streets);
  const estate = t.cat === 3 && amenities.includes(5) ? r.pick(ESTATES) : null;
  const id = uuid(`propertyng-listing-${n}:${state}`);
  const ownerId = r.weighted(LISTERS_BY_AREA[ownerArea(state, place.locality, listingType)]);
  const docs =
    listingType === "sale" && (t.cat !== 2 || r.chance(0.6)) ? titleDocuments(r, state, place.locality, t) : [];
  const facts = {
    id,
    ownerId,
    listingType,
    type: typeId,
    t,
    f,
    docs,
    amenities,
    area,
    street,
    estate,
    locality: place.locality,
    landmark: place.landmark,
    ...counts,
  };
  const title = listingTitle(r, facts);
  const description = listingDescription(r, facts);
  const rooms = roomNames(r, t).map((name, position) => ({
    id: uuid(`${id}:room:${position}`),
    name,
    description: roomNote(r, name),
    position,
  }));
  // A few listings were last confirmed 26–40 days ago, so the freshness rules have something to show.
  const stale = n % 30 === 7;
  const confirmedAge = stale ? r.range(26, 40) * DAY : r.range(0, 20) * DAY;
  const createdAge = Math.max(confirmedAge, r.range(1, 92) * DAY);
  const kobo = (v) => Math.round(v * 100);
  return {
    id,
    ownerId,
    title,
    description,
    listingType,
    typeId,
    categoryId: t.cat,
    row: {
      id,
      slug: null,
      owner_id: ownerId,
      title,
      description,
      listing_type: listingType,
      category_id: t.cat,
      type_id: typeId,
      price_kobo: kobo(amount),
      price_period: listingType === "rent" ? "per_year" : listingType === "sale" ? "outright" : "per_night",
      service_charge_kobo: kobo(fees.service),
      agency_fee_kobo: kobo(fees.agency),
      legal_fee_kobo: kobo(fees.legal),
      caution_fee_kobo: kobo(fees.caution),
      bedrooms: counts.bedrooms,
      bathrooms: counts.bathrooms,
      toilets: counts.toilets,
      area_sqm: area,
      furnishing: furnishing(r, listingType, t, f),
      address: address(r, street, place.locality, t.cat === 3, estate),
      state_id: loc.stateId,
      locality_id: loc.localityId,
      area_id: loc.areaId,
      region_id: loc.regionId,
      lat: Math.round((loc.lat + r.range(-0.012, 0.012)) * 1e6) / 1e6,
      lng: Math.round((loc.lng + r.range(-0.012, 0.012)) * 1e6) / 1e6,
      title_documents: JSON.stringify(docs),
      // Lagos law bans inspection fees (LASRERA, 2025): paid inspections are demonstrated outside Lagos. The draws stay
      // the same for every listing, so the rest of the seed does not move.
      inspection_fee_kobo: ((paid) => (state === "Lagos" ? null : paid))(
        listingType === "rent" && r.chance(0.5) ? r.int(4, 20) * 500 * 100 : null,
      ),
      premium_listing: r.chance(0.08),
      status: "active",
      confirmed_at: Math.round(now - confirmedAge),
      flagged_duplicate: false,
      view_count: Math.floor(r.next() ** 2 * 900),
      created_at: Math.round(now - createdAge),
      updated_at: Math.round(now - confirmedAge),
    },
    locality: place.locality,
    amenities,
    rooms,
    videos: r.chance(0.25) ? [{ id: uuid(`${id}:video`), url: `https://www.youtube.com/watch?v=${youtubeId(r)}` }] : [],
    media: pictures(r, { id, ownerId }, t, typeId, rooms),
  };
}

/**
 * The search journey's listings ("rent in Lekki, 3+ bedrooms under ₦5,000,000 a year"): the first
 * six generated listings, past the numbers the quotas use, that are fresh Lekki rents of that kind. Same
 * input, same listings.
 */
function lekkiFamilyRents(ids, now) {
  const out = [];
  for (let n = 100_000; out.length < 6 && n < 120_000; n++) {
    if (n % 30 === 7) continue; // those are made stale on purpose
    const l = makeListing(n, "Lagos", ids, now);
    if (l.locality === "Lekki" && l.listingType === "rent" && l.row.bedrooms >= 3 && l.row.price_kobo <= 500_000_000)
      out.push(l);
  }
  return out;
}

/**
 * The assistant journey's listings ("2 bed flat in Wuse under 3m"): the first two generated fresh Wuse
 * rents of that kind, found the same way as lekkiFamilyRents (past the numbers the quotas use). Same input, same listings.
 */
function wuseFlatRents(ids, now) {
  const out = [];
  for (let n = 200_000; out.length < 2 && n < 260_000; n++) {
    if (n % 30 === 7) continue; // those are made stale on purpose
    const l = makeListing(n, "Federal Capital Territory", ids, now);
    if (
      l.locality === "Wuse" &&
      l.listingType === "rent" &&
      l.row.category_id === 2 &&
      l.row.bedrooms === 2 &&
      l.row.price_kobo <= 360_000_000
    )
      out.push(l);
  }
  // Wuse's two-bedroom flats ask ₦3.3m–₦3.6m a year: these two are the landlords who take ₦2.8m and ₦2.95m (fees follow the rent).
  out.forEach((l, i) => {
    const rent = [280_000_000, 295_000_000][i];
    const ratio = rent / l.row.price_kobo;
    l.row.price_kobo = rent;
    l.row.agency_fee_kobo = Math.round((l.row.agency_fee_kobo * ratio) / 100) * 100;
    l.row.legal_fee_kobo = Math.round((l.row.legal_fee_kobo * ratio) / 100) * 100;
  });
  return out;
}

/** About 300 listings (or `count`), spread over the states by STATE_QUOTAS; same input, same listings. */
export function buildListings({ count = 300, now = Date.now() } = {}) {
  const ids = localityIds();
  const slots = Object.entries(STATE_QUOTAS).flatMap(([state, q]) =>
    Array(Math.max(1, Math.round((q * count) / 300))).fill(state),
  );
  const slugs = new Set();
  return [
    ...slots.map((state, n) => makeListing(n, state, ids, now)),
    ...lekkiFamilyRents(ids, now),
    ...wuseFlatRents(ids, now),
  ].map((l) => {
    l.row.slug = `${slugify(`${l.title} ${l.locality}`)}-${l.id.replace(/-/g, "").slice(0, 6)}`;
    if (slugs.has(l.row.slug)) throw new Error(`Duplicate slug ${l.row.slug}`);
    slugs.add(l.row.slug);
    return l;
  });
}

/** SQL for the listings and their rooms, amenities, videos and pictures; `sizes` maps media id → bytes. */
export function listingsSql(listings, sizes) {
  const media = listings.flatMap((l) =>
    l.media.map((m) => ({
      id: m.id,
      owner_id: l.ownerId,
      property_id: l.id,
      room_id: m.roomId,
      original_key: m.originalKey,
      thumb_key: m.thumbKey,
      sized_keys: JSON.stringify({ 320: m.smallKey, 960: m.largeKey }),
      content_type: "image/webp",
      size_bytes: sizes.get(m.id) ?? null,
      width: ORIGINAL.width,
      height: ORIGINAL.height,
      rotation: 0,
      is_primary: m.position === 0,
      position: m.position,
      status: "ready",
      created_at: l.row.created_at,
    })),
  );
  return [
    ...insert(
      "properties",
      listings.map((l) => l.row),
    ),
    ...insert(
      "property_rooms",
      listings.flatMap((l) =>
        l.rooms.map((rm) => ({
          id: rm.id,
          property_id: l.id,
          name: rm.name,
          description: rm.description,
          position: rm.position,
        })),
      ),
    ),
    ...insert(
      "property_amenities",
      listings.flatMap((l) => l.amenities.map((a) => ({ property_id: l.id, amenity_id: a }))),
    ),
    ...insert(
      "property_video_links",
      listings.flatMap((l) => l.videos.map((v, position) => ({ id: v.id, property_id: l.id, url: v.url, position }))),
    ),
    ...insert("property_media", media),
    ...addLargeCopies(media.map((m) => m.id)),
  ];
}
