import type { PlanInterval } from "@contracts/instalment-rules";
import type { ProjectStatus } from "@contracts/projects";

/** A plan milestone not yet approved: `id` when the project has it already (edited in place), none when new. */
export type MilestoneDraft = { id?: string; name: string; sharePercent: number | null };

/** `price` is null while the field is empty (the form refuses it: "Enter the price in naira"). */
export type UnitDraft = {
  id?: string;
  categoryId: number;
  type: string;
  bedrooms: number;
  sizeSqm: number | null;
  price: number | null;
  unitsTotal: number;
};
export type ProjectDraft = {
  name: string;
  description: string;
  status: ProjectStatus;
  completionDate: string;
  stateId: number;
  localityId: number | null;
  address: string;
  latitude: string;
  longitude: string;
  depositPercent: number;
  instalments: number;
  periodMonths: number;
  planInterval: PlanInterval;
  planFeePercent: number;
  planGraceDays: number;
  planDefaultAfter: number;
  planRefundPercent: number;
  milestones: MilestoneDraft[];
  titleDocuments: string;
  amenities: string;
  properties: UnitDraft[];
  mediaTokens: string[];
  videoLinks: string[];
};

/** A new unit type: its price starts empty. */
export const emptyUnit = (): UnitDraft => ({
  categoryId: 1,
  type: "",
  bedrooms: 2,
  sizeSqm: null,
  price: null,
  unitsTotal: 1,
});
export const emptyDraft = (): ProjectDraft => ({
  name: "",
  description: "",
  status: "off_plan",
  completionDate: "",
  stateId: 0,
  localityId: null,
  address: "",
  latitude: "",
  longitude: "",
  depositPercent: 30,
  instalments: 12,
  periodMonths: 12,
  // The plan terms a new project starts with (the API's own defaults when none are sent).
  planInterval: "monthly",
  planFeePercent: 0,
  planGraceDays: 7,
  planDefaultAfter: 2,
  planRefundPercent: 80,
  milestones: [],
  titleDocuments: "",
  amenities: "",
  properties: [emptyUnit()],
  mediaTokens: [],
  videoLinks: [],
});

export const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const num = (s: string) => (s.trim() === "" ? null : Number(s));

/** The API body of a draft (prices in naira; the API keeps kobo). */
export function draftBody(d: ProjectDraft) {
  return {
    name: d.name,
    description: d.description,
    status: d.status,
    completionDate: d.completionDate || null,
    stateId: d.stateId,
    localityId: d.localityId,
    address: d.address,
    latitude: num(d.latitude),
    longitude: num(d.longitude),
    depositPercent: d.depositPercent,
    instalments: d.instalments,
    periodMonths: d.periodMonths,
    planInterval: d.planInterval,
    planFeePercent: d.planFeePercent,
    planGraceDays: d.planGraceDays,
    planDefaultAfter: d.planDefaultAfter,
    planRefundPercent: d.planRefundPercent,
    milestones: d.milestones.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      name: m.name,
      // The form has checked it before any save.
      sharePercent: m.sharePercent ?? 0,
    })),
    titleDocuments: list(d.titleDocuments),
    amenities: list(d.amenities),
    properties: d.properties.map((u) => ({
      ...(u.id ? { id: u.id } : {}),
      categoryId: u.categoryId,
      type: u.type,
      bedrooms: u.bedrooms,
      sizeSqm: u.sizeSqm,
      // The form has checked it before any save (the API would refuse 0 the same way).
      price: u.price ?? 0,
      unitsTotal: u.unitsTotal,
    })),
  };
}
