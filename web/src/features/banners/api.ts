import type { components, paths } from "../../api/schema";
import { client, idempotency, unwrap, queryOptions } from "../../lib/client";
import { ApiError } from "../../lib/api";

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

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** A banner picture: a signed link (owner's or staff's), then the bytes straight to it. Answers the picture's URL. */
export async function uploadBannerPicture(file: File, as: "owner" | "staff"): Promise<string> {
  const contentType = IMAGE_TYPES.find((t) => t === file.type);
  if (!contentType) throw new ApiError(400, "Upload a JPEG, PNG or WebP picture.");
  if (file.size > 2 * 1024 * 1024) throw new ApiError(413, "A banner picture can be at most 2 MB.");
  const body = { contentType, sizeBytes: file.size };
  const ticket = await unwrap(
    as === "owner"
      ? client.POST("/v1/secure/banners/uploads", { body })
      : client.POST("/admin/api/banners/uploads", { body }),
    { silent: true },
  );
  const res = await fetch(ticket.uploadUrl, { method: "PUT", body: file, headers: { "content-type": contentType } });
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, answer?.message ?? "The picture could not be uploaded. Please try again.");
  }
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
