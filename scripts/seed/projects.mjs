import { createHash } from "node:crypto";
import { addLargeCopies, insert } from "./sql.mjs";
import { ORIGINAL } from "./pictures.mjs";
import { localityIds } from "./places.mjs";

/** Two demo projects of the demo developer (cityscape), with unit types, photos and progress updates. */
const DEVELOPER = "demo-developer";
const DAY = 86_400_000;

/** A stable UUID-shaped id from a name (re-seeding never renumbers). */
function uuid(name) {
  const h = createHash("sha256").update(`propertyng-project:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function place(state, locality) {
  const found = localityIds().get(`${state}|${locality}`);
  if (!found) throw new Error(`Unknown place ${state} / ${locality}`);
  return found;
}

const SPECS = [
  {
    key: "palm-court",
    name: "Cityscape Palm Court, Sangotedo",
    state: "Lagos",
    locality: "Sangotedo",
    address: "Plot 4, Monastery Road, Sangotedo",
    status: "under_construction",
    completion: "2027-12-31",
    description:
      "A gated estate of 48 terraces and semi-detached duplexes off Monastery Road, ten minutes from the Novare mall. Central sewage, solar street lights, 24-hour security and a children's play park. Governor's Consent for every buyer.",
    titles: ["Governor's Consent", "Approved building plan"],
    amenities: ["24-hour security", "Solar street lights", "Children's play park", "Central sewage"],
    plan: [30, 12, 18],
    units: [
      { cat: 2, type: "4-bedroom terrace duplex", beds: 4, size: 220, price: 85_000_000, total: 32, available: 21 },
      {
        cat: 3,
        type: "5-bedroom semi-detached duplex",
        beds: 5,
        size: 300,
        price: 140_000_000,
        total: 16,
        available: 6,
      },
    ],
    scenes: [
      ["house", { storeys: 2, units: 4 }],
      ["house", { storeys: 2, units: 2 }],
      ["living", {}],
    ],
    progress: [
      [120, "Site cleared, perimeter fence and gatehouse completed."],
      [45, "Foundations of blocks A to D done; block A walls at lintel level."],
    ],
  },
  {
    key: "guzape-heights",
    name: "Cityscape Guzape Heights",
    state: "Federal Capital Territory",
    locality: "Guzape",
    address: "Plot 1120, Cadastral Zone A09, Guzape",
    status: "off_plan",
    completion: "2028-06-30",
    description:
      "Serviced three-bedroom apartments and penthouses on the Guzape hills with views over the city. Underground parking, gym, pool and a backup power plant. Pay 20% to reserve and spread the rest over two years.",
    titles: ["C of O"],
    amenities: ["Swimming pool", "Gym", "Underground parking", "Backup power"],
    plan: [20, 8, 24],
    units: [
      { cat: 1, type: "3-bedroom apartment", beds: 3, size: 160, price: 120_000_000, total: 24, available: 24 },
      { cat: 6, type: "4-bedroom penthouse", beds: 4, size: 280, price: 260_000_000, total: 4, available: 3 },
    ],
    scenes: [
      ["flats", { storeys: 4 }],
      ["flats", { storeys: 3 }],
    ],
    progress: [[20, "Soil test and building approval received; groundbreaking next month."]],
  },
];

/** Rows and pictures of the demo projects (pictures go through storePictures like listing photos). */
export function buildProjects(now = Date.now()) {
  return SPECS.map((s, n) => {
    const id = uuid(s.key);
    const where = place(s.state, s.locality);
    const created = now - (200 - n * 60) * DAY;
    const media = s.scenes.map(([scene, opts], position) => {
      const mid = uuid(`${s.key}:media:${position}`);
      const prefix = `listings/${DEVELOPER}/${mid}`;
      return {
        id: mid,
        position,
        updateId: null,
        originalKey: `${prefix}/original.webp`,
        thumbKey: `${prefix}/md.webp`,
        smallKey: `${prefix}/w320.webp`,
        largeKey: `${prefix}/w960.webp`,
        spec: { scene, opts: { ...opts, look: `${s.key}:look` }, seed: mid },
      };
    });
    const updates = s.progress.map(([ago, body], k) => {
      const uid = uuid(`${s.key}:update:${k}`);
      const mid = uuid(`${s.key}:update:${k}:media`);
      const prefix = `listings/${DEVELOPER}/${mid}`;
      media.push({
        id: mid,
        position: 0,
        updateId: uid,
        originalKey: `${prefix}/original.webp`,
        thumbKey: `${prefix}/md.webp`,
        smallKey: `${prefix}/w320.webp`,
        largeKey: `${prefix}/w960.webp`,
        spec: { scene: s.scenes[0][0], opts: { ...s.scenes[0][1], look: `${s.key}:progress:${k}` }, seed: mid },
      });
      return {
        id: uid,
        project_id: id,
        happened_on: new Date(now - ago * DAY).toISOString().slice(0, 10),
        body,
        author_id: DEVELOPER,
        created_at: now - ago * DAY,
      };
    });
    return {
      row: {
        id,
        owner_id: DEVELOPER,
        name: s.name,
        description: s.description,
        state_id: where.stateId,
        locality_id: where.localityId,
        address: s.address,
        lat: where.lat,
        lng: where.lng,
        status: s.status,
        completion_date: s.completion,
        title_documents: JSON.stringify(s.titles),
        amenities: JSON.stringify(s.amenities),
        deposit_percent: s.plan[0],
        instalments: s.plan[1],
        period_months: s.plan[2],
        listed: true,
        created_at: created,
        updated_at: created,
      },
      units: s.units.map((u, k) => ({
        id: uuid(`${s.key}:unit:${k}`),
        project_id: id,
        category_id: u.cat,
        type: u.type,
        bedrooms: u.beds,
        size_sqm: u.size,
        price_kobo: u.price * 100,
        units_total: u.total,
        available: u.available,
        created_at: created,
        updated_at: created,
      })),
      updates,
      media,
      created,
    };
  });
}

export function projectsSql(projects, sizes) {
  return [
    ...insert(
      "projects",
      projects.map((p) => p.row),
    ),
    ...insert(
      "project_units",
      projects.flatMap((p) => p.units),
    ),
    ...insert(
      "project_updates",
      projects.flatMap((p) => p.updates),
    ),
    ...insert(
      "property_media",
      projects.flatMap((p) =>
        p.media.map((m) => ({
          id: m.id,
          owner_id: DEVELOPER,
          property_id: null,
          room_id: null,
          original_key: m.originalKey,
          thumb_key: m.thumbKey,
          sized_keys: JSON.stringify({ 320: m.smallKey, 960: m.largeKey }),
          content_type: "image/webp",
          size_bytes: sizes.get(m.id) ?? null,
          width: ORIGINAL.width,
          height: ORIGINAL.height,
          rotation: 0,
          is_primary: false,
          position: m.position,
          status: "ready",
          created_at: p.created,
        })),
      ),
    ),
    ...addLargeCopies(projects.flatMap((p) => p.media.map((m) => m.id))),
    ...insert(
      "project_media",
      projects.flatMap((p) =>
        p.media.map((m) => ({
          media_id: m.id,
          project_id: p.row.id,
          update_id: m.updateId,
          position: m.position,
          is_primary: !m.updateId && m.position === 0,
          created_at: p.created,
        })),
      ),
    ),
  ];
}
