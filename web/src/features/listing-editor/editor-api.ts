import type { PropertyDetail } from "@contracts/listings";
import { client, unwrap, queryOptions } from "../../lib/client";

/**
 * Kept light (the edit route's loader uses it, and loaders ship with the route tree).
 * Calls the editor needs beyond features/listings/api.ts (SPEC.md §7: room and video-link removal, room media). */
export const deleteRoom = (propertyId: string, roomId: string) =>
  unwrap(
    client.DELETE("/v1/secure/properties/property/{id}/rooms/{roomId}", {
      params: { path: { id: propertyId, roomId } },
    }),
  );

export const deleteVideoLink = (propertyId: string, linkId: string) =>
  unwrap(
    client.DELETE("/v1/secure/properties/property/{id}/video-links/{linkId}", {
      params: { path: { id: propertyId, linkId } },
    }),
  );

export const roomMediaQuery = (propertyId: string, roomId: string) =>
  queryOptions({
    queryKey: ["listings", "own", propertyId, "rooms", roomId, "media"] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/secure/properties/property/{id}/rooms/{roomId}/media", {
          params: { path: { id: propertyId, roomId } },
        }),
      ).then((r) => r.data),
  });

export const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** Rooms whose photos the detail does not include, so the edit page fetches them. */
export function roomsMissingMedia(d: PropertyDetail): string[] {
  const have = new Set(d.propertyMedia.map((m) => m.id));
  return d.rooms.filter((r) => r.mediaTokens.some((t) => !have.has(t))).map((r) => r.id);
}
