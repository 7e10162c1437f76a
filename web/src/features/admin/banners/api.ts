import type { BannerPlacement, BannerStatus } from "@contracts/banner-rules";
import type { paths } from "../../../api/schema";
import { client, unwrap, queryOptions } from "../../../lib/client";

export const adminBannersQuery = (q: { page: number; status?: BannerStatus; placement?: BannerPlacement }) =>
  queryOptions({
    queryKey: ["admin", "banners", "list", q] as const,
    queryFn: () =>
      unwrap(
        client.GET("/admin/api/banners", {
          params: { query: { page: q.page, perPage: 20, status: q.status, placement: q.placement } },
        }),
      ),
  });
export const adminBannerQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "banners", "one", id] as const,
    queryFn: () => unwrap(client.GET("/admin/api/banners/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const adminBannerPricesQuery = () =>
  queryOptions({
    queryKey: ["admin", "banners", "prices"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/settings/banner-prices")).then((r) => r.data),
  });

type HouseBody = paths["/admin/api/banners"]["post"]["requestBody"]["content"]["application/json"];
export const createHouseBanner = (body: HouseBody) =>
  unwrap(client.POST("/admin/api/banners", { body }), { silent: true }).then((r) => r.data);
export const updateBanner = (id: string, body: HouseBody) =>
  unwrap(client.PUT("/admin/api/banners/{id}", { params: { path: { id } }, body }), { silent: true }).then(
    (r) => r.data,
  );
export const approveBanner = (id: string) =>
  unwrap(client.POST("/admin/api/banners/{id}/approve", { params: { path: { id } } }), { silent: true });
export const rejectBanner = (id: string, reason: string) =>
  unwrap(client.POST("/admin/api/banners/{id}/reject", { params: { path: { id } }, body: { reason } }), {
    silent: true,
  });
export const toggleBanner = (id: string) =>
  unwrap(client.PATCH("/admin/api/banners/{id}/toggle", { params: { path: { id } } }), { silent: true });
export const orderBanners = (placement: BannerPlacement, ids: string[]) =>
  unwrap(
    client.PUT("/admin/api/banners/placements/{placement}/order", { params: { path: { placement } }, body: { ids } }),
    { silent: true },
  );
export const setBannerPrice = (placement: BannerPlacement, days: number, priceKobo: number, active: boolean) =>
  unwrap(
    client.PUT("/admin/api/settings/banner-prices/{placement}/{days}", {
      params: { path: { placement, days } },
      body: { priceKobo, active },
    }),
    { silent: true },
  );
// Not silent: a refusal (a paid banner still held) is the toast the confirm dialog stays open over.
export const deleteBanner = (id: string) =>
  unwrap(client.DELETE("/admin/api/banners/{id}", { params: { path: { id } } }));
