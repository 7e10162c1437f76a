import type { components, paths } from "../../api/schema";
import { client, idempotency, unwrap, queryOptions } from "../../lib/client";
import { ApiError } from "../../lib/api";
import { imageTypeOf } from "@contracts/constants";
import { BANNER_IMAGE_MAX_BYTES } from "@contracts/banner-rules";
import { processImage, putPictureWithCopies } from "../listing-editor/upload";

export type Banner = components["schemas"]["Banner"];
export type BannerSlide = components["schemas"]["BannerSlide"];

export const myBannersQuery = () =>
  queryOptions({
    queryKey: ["banners", "mine"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/banners")).then((r) => r.data),
  });
export const bannerPricesQuery = () =>
  queryOptions({
    queryKey: ["banners", "prices"] as const,
    queryFn: () => unwrap(client.GET("/v1/banners/prices")).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
export const myBannerAnalyticsQuery = (id: string, days = 30) =>
  queryOptions({
    queryKey: ["banners", "mine", "analytics", id, days] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/banners/{id}/analytics", { params: { path: { id }, query: { days } } })),
  });

type CreateBody = paths["/v1/secure/banners"]["post"]["requestBody"]["content"]["application/json"];
export const createBanner = (body: CreateBody) =>
  unwrap(client.POST("/v1/secure/banners", { body }), { silent: true }).then((r) => r.data);
/** Until someone has reviewed it, the advert is the owner's to change (the API's rule, shown before they try). */
export const EDITABLE_STATUSES: readonly Banner["status"][] = ["draft", "pending_payment", "waiting_review"];
export const myBannerQuery = (id: string) =>
  queryOptions({
    queryKey: ["banners", "mine", id] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/banners/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const updateOwnBanner = (id: string, body: CreateBody) =>
  unwrap(client.PUT("/v1/secure/banners/{id}", { params: { path: { id } }, body }), { silent: true }).then(
    (r) => r.data,
  );
export const deleteBanner = (id: string) =>
  unwrap(client.DELETE("/v1/secure/banners/{id}", { params: { path: { id } } }), { silent: true });
export const payBanner = (id: string, paymentMethod: "wallet" | "link", key: string) =>
  unwrap(
    client.POST("/v1/secure/banners/{id}/pay", {
      params: { path: { id }, header: idempotency(key) },
      body: { paymentMethod },
    }),
    { silent: true },
  );
export const renewBanner = (id: string, days: 7 | 14 | 30, paymentMethod: "wallet" | "link", key: string) =>
  unwrap(
    client.POST("/v1/secure/banners/{id}/renew", {
      params: { path: { id }, header: idempotency(key) },
      body: { days, paymentMethod },
    }),
    { silent: true },
  );

/** A banner is drawn the full width of the screen: its picture is kept at most this long, with 320–1280 px copies. */
const BANNER_PICTURE_MAX_PX = 1600;

/**
 * A banner picture: resized in the browser with its right-sized copies (as listing photos are), a signed link per
 * copy (owner's or staff's), then the bytes straight to them. Answers the picture's URL.
 */
export async function uploadBannerPicture(file: File, as: "owner" | "staff"): Promise<string> {
  const img = await processImage(file, { withSizes: true, maxLong: BANNER_PICTURE_MAX_PX });
  if (img.original.size > BANNER_IMAGE_MAX_BYTES) throw new ApiError(413, "A banner picture can be at most 2 MB.");
  const body = { contentType: imageTypeOf(img.original), sizeBytes: img.original.size };
  const ticket = await unwrap(
    as === "owner"
      ? client.POST("/v1/secure/banners/uploads", { body })
      : client.POST("/admin/api/banners/uploads", { body }),
    { silent: true },
  );
  await putPictureWithCopies(img, ticket);
  return ticket.url;
}

export const STATUS_LABELS: Record<Banner["status"], string> = {
  draft: "Not paid",
  pending_payment: "Payment started",
  waiting_review: "Waiting for review",
  approved: "Live",
  rejected: "Rejected",
  expired: "Ended",
  disabled: "Switched off",
};
