import type { MediaItem } from "@contracts/listing-media";
import type { PropertyDetail } from "@contracts/listings";
import { emptyValues, type EditorValues, type MediaEntry } from "./editor-form";
import { PERIODS_FOR } from "./labels";
import { koboToNairaInput } from "./money";

const entry = (m: MediaItem): MediaEntry => ({
  key: m.id,
  token: m.id,
  saved: true,
  preview: m.thumbnailMdUrl,
  rotation: m.rotation,
  name: "",
});
const count = (n: number) => (n ? String(n) : "");

/**
 * The saved listing as form values. A media token is the media id, so saved photos keep their ids and
 * are sent back unchanged on Save. Room photos come from `roomMedia` when the detail does not carry them.
 */
export function fromDetail(d: PropertyDetail, roomMedia: Record<string, MediaItem[]> = {}): EditorValues {
  const byId = new Map(d.propertyMedia.map((m) => [m.id, m]));
  for (const list of Object.values(roomMedia)) for (const m of list) if (!byId.has(m.id)) byId.set(m.id, m);
  const roomIds = new Set(d.rooms.flatMap((r) => r.mediaTokens));
  const ownMedia = d.mediaTokens.length
    ? d.mediaTokens.flatMap((t) => (byId.get(t) ? [byId.get(t)!] : []))
    : d.propertyMedia.filter((m) => !m.roomId && !roomIds.has(m.id));
  const media = ownMedia.map(entry);
  const rent = d.listingType === "rent";
  return {
    ...emptyValues(),
    title: d.title,
    description: d.description,
    listingType: d.listingType,
    categoryId: d.category.id,
    typeId: d.type.id,
    stateId: d.state.id,
    localityId: d.locality?.id ?? 0,
    address: d.address,
    lat: d.lat === null ? "" : String(d.lat),
    lng: d.lng === null ? "" : String(d.lng),
    price: koboToNairaInput(d.priceKobo),
    pricePeriod: PERIODS_FOR[d.listingType].includes(d.pricePeriod) ? d.pricePeriod : PERIODS_FOR[d.listingType][0]!,
    serviceCharge: rent && d.serviceChargeKobo ? koboToNairaInput(d.serviceChargeKobo) : "",
    agencyFee: rent && d.agencyFeeKobo ? koboToNairaInput(d.agencyFeeKobo) : "",
    legalFee: rent && d.legalFeeKobo ? koboToNairaInput(d.legalFeeKobo) : "",
    cautionFee: rent && d.cautionFeeKobo ? koboToNairaInput(d.cautionFeeKobo) : "",
    bedrooms: count(d.bedroom),
    bathrooms: count(d.bathroom),
    toilets: count(d.toilets),
    area: d.area === null ? "" : String(d.area),
    furnishing: d.furnishing,
    amenityIds: d.amenities.map((a) => a.id),
    titleDocuments: d.titleDocuments,
    rooms: d.rooms.map((r) => ({
      key: r.id,
      id: r.id,
      name: r.name,
      description: r.description ?? "",
      media: (r.mediaTokens.length
        ? r.mediaTokens.flatMap((t) => (byId.get(t) ? [byId.get(t)!] : []))
        : (roomMedia[r.id] ?? [])
      ).map(entry),
    })),
    media,
    primaryKey: ownMedia.find((m) => m.primaryImage)?.id ?? media[0]?.key ?? null,
    videoLinks: d.videoLinks.map((l) => ({ key: l.id, id: l.id, url: l.url })),
    inspectionFee: d.inspectionFeeKobo === null ? "" : koboToNairaInput(d.inspectionFeeKobo),
  };
}
