import { createHash } from "node:crypto";
import { addLargeCopies, insert } from "./sql.mjs";
import { ORIGINAL } from "./pictures.mjs";
import { localityIds } from "./places.mjs";

/**
 * Two demo projects of the demo developer (cityscape), and one of Greenfield Homes (a developer of the seed whose
 * plan is running: scripts/seed/instalments.mjs), with unit types, photos, progress updates and plan terms.
 */
const DEVELOPER = "demo-developer";
export const GREENFIELD = "seed-developer-01";
const DAY = 86_400_000;

/** A stable UUID-shaped id from a name (re-seeding never renumbers). */
export function uuid(name) {
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
  {
    key: "greenfield-court",
    owner: GREENFIELD,
    name: "Greenfield Court, Ibeju-Lekki",
    state: "Lagos",
    locality: "Ibeju-Lekki",
    address: "Km 42, Lekki-Epe Expressway, Ibeju-Lekki",
    status: "under_construction",
    completion: "2027-09-30",
    description:
      "Twenty-four terraces near the Lekki Free Trade Zone. Pay 30% to reserve and the rest in 12 monthly instalments held in escrow by PropertyNG: released to the developer only as our team approves each construction milestone.",
    titles: ["Registered survey", "Approved building plan"],
    amenities: ["Gated entrance", "Solar street lights", "Paved roads"],
    plan: [30, 12, 12],
    terms: { fee: 0, grace: 7, defaultAfter: 2, refund: 80 },
    milestones: [
      ["Foundations", 20, 0],
      ["Roofing", 30, null],
      ["Handover", 100, null],
    ],
    units: [{ cat: 2, type: "3-bedroom terrace", beds: 3, size: 180, price: 36_000_000, total: 24, available: 17 }],
    scenes: [
      ["house", { storeys: 2, units: 3 }],
      ["living", {}],
    ],
    progress: [[50, "Foundations of all 24 terraces completed and inspected."]],
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
      const prefix = `listings/${s.owner ?? DEVELOPER}/${mid}`;
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
      const prefix = `listings/${s.owner ?? DEVELOPER}/${mid}`;
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
        author_id: s.owner ?? DEVELOPER,
        // A milestone's progress update: the first milestone's, when the plan names which update reached it.
        milestone_id: s.milestones?.find((m) => m[2] === k)
          ? uuid(`${s.key}:milestone:${s.milestones.findIndex((m) => m[2] === k)}`)
          : null,
        created_at: now - ago * DAY,
      };
    });
    const milestones = (s.milestones ?? []).map(([name, share, updateIndex], position) => ({
      id: uuid(`${s.key}:milestone:${position}`),
      project_id: id,
      position: position + 1,
      name,
      share_percent: share,
      update_id: updateIndex === null ? null : uuid(`${s.key}:update:${updateIndex}`),
      approved_at: updateIndex === null ? null : now - (s.progress[updateIndex][0] - 5) * DAY,
      approved_by: updateIndex === null ? null : "demo-superadmin",
      created_at: created,
    }));
    return {
      row: {
        id,
        owner_id: s.owner ?? DEVELOPER,
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
        plan_interval: "monthly",
        plan_fee_percent: s.terms?.fee ?? 0,
        plan_grace_days: s.terms?.grace ?? 7,
        plan_default_after: s.terms?.defaultAfter ?? 2,
        plan_refund_percent: s.terms?.refund ?? 80,
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
      milestones,
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
      "project_milestones",
      projects.flatMap((p) => p.milestones),
    ),
    ...insert(
      "property_media",
      projects.flatMap((p) =>
        p.media.map((m) => ({
          id: m.id,
          owner_id: p.row.owner_id,
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
