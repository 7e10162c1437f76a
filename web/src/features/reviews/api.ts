import type { ReviewItem } from "@contracts/reviews";
import { client, unwrap, queryOptions } from "../../lib/client";

export type Review = ReviewItem;
export type SubjectType = "property" | "agent" | "project";

/** Query keys: ["reviews", subjectType, id, ...] and ["reviews", "mine", tab, page]; a write invalidates ["reviews"]. */
export const subjectReviewsQuery = (type: SubjectType, id: string, page: number) =>
  queryOptions({
    queryKey: ["reviews", type, id, "list", page] as const,
    queryFn: () =>
      type === "agent"
        ? unwrap(client.GET("/v1/agent/review/{id}", { params: { path: { id }, query: { page } } }))
        : type === "project"
          ? unwrap(client.GET("/v1/project/review/{id}", { params: { path: { id }, query: { page } } }))
          : unwrap(client.GET("/v1/property/review/{id}", { params: { path: { id }, query: { page } } })),
  });

export const statisticsQuery = (type: SubjectType, id: string) =>
  queryOptions({
    queryKey: ["reviews", type, id, "statistics"] as const,
    queryFn: async () =>
      (type === "agent"
        ? await unwrap(client.GET("/v1/agent/review/{id}/statistics", { params: { path: { id } } }))
        : type === "project"
          ? await unwrap(client.GET("/v1/project/review/{id}/statistics", { params: { path: { id } } }))
          : await unwrap(client.GET("/v1/property/review/{id}/statistics", { params: { path: { id } } }))
      ).data,
  });

export const eligibilityQuery = (type: SubjectType, id: string) =>
  queryOptions({
    queryKey: ["reviews", type, id, "eligibility"] as const,
    queryFn: async () =>
      (type === "agent"
        ? await unwrap(client.GET("/v1/secure/agent/review/{id}/eligibility", { params: { path: { id } } }), {
            silent: true,
          })
        : type === "project"
          ? await unwrap(client.GET("/v1/secure/project/review/{id}/eligibility", { params: { path: { id } } }), {
              silent: true,
            })
          : await unwrap(client.GET("/v1/secure/property/review/{id}/eligibility", { params: { path: { id } } }), {
              silent: true,
            })
      ).data,
  });

export const myReviewsQuery = (tab: "received" | "written", page: number) =>
  queryOptions({
    queryKey: ["reviews", "mine", tab, page] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/user/reviews", { params: { query: { tab, page } } })),
  });

export const createReview = (
  type: SubjectType,
  id: string,
  body: { rating: number; review: string; interactionId?: string },
) =>
  type === "agent"
    ? unwrap(client.POST("/v1/secure/agent/review/{id}", { params: { path: { id } }, body }), { silent: true })
    : type === "project"
      ? unwrap(client.POST("/secure/project/review/{id}", { params: { path: { id } }, body }), { silent: true })
      : unwrap(client.POST("/v1/secure/property/review/{id}", { params: { path: { id } }, body }), { silent: true });

/** SPEC §7 GET /projects/reviews: reviews of the projects of the developer I act for (the developer replies). */
export const projectReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: ["reviews", "projects", "received", page] as const,
    queryFn: () => unwrap(client.GET("/projects/reviews", { params: { query: { page } } })),
  });

export const replyToReview = (id: string, reply: string) =>
  unwrap(client.POST("/v1/secure/reviews/{id}/reply", { params: { path: { id } }, body: { reply } }), { silent: true });
export const reportReview = (id: string, reason: string) =>
  unwrap(client.POST("/v1/secure/reviews/{id}/report", { params: { path: { id } }, body: { reason } }), {
    silent: true,
  });
