import type { z } from "zod";
import type { createProjectInput, editProjectInput, subAccountEditInput, subAccountInput } from "@contracts/projects";
import { client, idempotency, unwrap, type paths, queryOptions } from "../../lib/client";

/** Developer projects: every call through the typed client; shapes come from the OpenAPI types. */
export type ProjectDetail = paths["/project/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type ProjectCardData = ProjectDetail["otherProjects"][number];
export type Reservation =
  paths["/v1/secure/project-reservations/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type SubAccount =
  paths["/v1/user/sub-developer-account/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"];

export const projectsKey = ["projects"] as const;

export const allProjectsQuery = (q: {
  state?: number;
  status?: "off_plan" | "under_construction" | "completed";
  page?: number;
  perPage?: number;
}) =>
  queryOptions({
    queryKey: [...projectsKey, "all", q] as const,
    queryFn: () => unwrap(client.GET("/all-projects", { params: { query: q } })),
  });
export const userProjectsQuery = (developerId: string, page = 1) =>
  queryOptions({
    queryKey: [...projectsKey, "user", developerId, page] as const,
    queryFn: () =>
      unwrap(
        client.GET("/user-projects/{id}", { params: { path: { id: developerId }, query: { page, perPage: 12 } } }),
      ),
  });
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: [...projectsKey, "one", id] as const,
    queryFn: () => unwrap(client.GET("/project/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const unitCategoriesQuery = () =>
  queryOptions({
    queryKey: [...projectsKey, "unit-categories"] as const,
    queryFn: () => unwrap(client.GET("/project-unit-categories")).then((r) => r.data),
    staleTime: 24 * 3600_000,
  });
export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: [...projectsKey, "activity", id] as const,
    queryFn: () => unwrap(client.GET("/project/{id}/activity", { params: { path: { id } } })).then((r) => r.data),
  });

export const createProject = (body: z.input<typeof createProjectInput>) =>
  unwrap(client.POST("/create-project", { body: body as z.output<typeof createProjectInput> }), { silent: true });
export const editProject = (id: string, body: z.input<typeof editProjectInput>) =>
  unwrap(
    client.POST("/projects/{id}/edit", { params: { path: { id } }, body: body as z.output<typeof editProjectInput> }),
    { silent: true },
  );
export const deleteProject = (id: string) =>
  unwrap(client.DELETE("/project/{id}/delete", { params: { path: { id } } }));
export const setListed = (id: string, listed: boolean, reason?: string) =>
  listed
    ? unwrap(client.POST("/project/{id}/list", { params: { path: { id } }, body: { id } }))
    : unwrap(client.POST("/project/{id}/delist", { params: { path: { id } }, body: { id, reason } }));
export const editVideoLink = (id: string, linkId: string, url: string) =>
  unwrap(client.PUT("/project/{id}/video-links/{linkId}", { params: { path: { id, linkId } }, body: { url } }), {
    silent: true,
  });
export const removeVideoLink = (id: string, linkId: string) =>
  unwrap(client.DELETE("/project/{id}/video-links/{linkId}", { params: { path: { id, linkId } } }));
export const postProgress = (
  id: string,
  body: { happenedOn: string; body: string; mediaTokens: string[]; milestoneId?: string | null },
) => unwrap(client.POST("/project/{id}/progress", { params: { path: { id } }, body }), { silent: true });
export const removeProgress = (id: string, updateId: string) =>
  unwrap(client.DELETE("/project/{id}/progress/{updateId}", { params: { path: { id, updateId } } }));
export const rotatePhoto = (id: string, mediaId: string) =>
  unwrap(
    client.PATCH("/project/{id}/media/{mediaId}/rotate", { params: { path: { id, mediaId } }, body: { degrees: 90 } }),
  );
export const primaryPhoto = (id: string, mediaId: string) =>
  unwrap(client.PUT("/project/{id}/media/{mediaId}/primary", { params: { path: { id, mediaId } } }));
export const deletePhoto = (id: string, mediaId: string) =>
  unwrap(client.DELETE("/project/{id}/media/{mediaId}", { params: { path: { id, mediaId } } }));
export const photoTicket = (body: {
  contentType: "image/jpeg" | "image/png" | "image/webp";
  sizeBytes: number;
  width?: number;
  height?: number;
}) => unwrap(client.POST("/v1/secure/projects/media/uploads", { body }), { silent: true });

// Sub developer accounts
export const subAccountsQuery = () =>
  queryOptions({
    queryKey: [...projectsKey, "sub-accounts"] as const,
    queryFn: () => unwrap(client.GET("/v1/user/sub-developer-account")).then((r) => r.data),
  });
export const subAccountQuery = (id: string) =>
  queryOptions({
    queryKey: [...projectsKey, "sub-accounts", id] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/user/sub-developer-account/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const inviteSubAccount = (body: z.input<typeof subAccountInput>) =>
  unwrap(client.POST("/v1/user/sub-developer-account", { body: body as z.output<typeof subAccountInput> }), {
    silent: true,
  });
export const editSubAccount = (id: string, body: z.input<typeof subAccountEditInput>) =>
  unwrap(
    client.PUT("/v1/user/sub-developer-account/{id}", {
      params: { path: { id } },
      body: body as z.output<typeof subAccountEditInput>,
    }),
    { silent: true },
  );
export const removeSubAccount = (id: string) =>
  unwrap(client.DELETE("/v1/user/sub-developer-account/{id}", { params: { path: { id } } }));

// Reservations
export const reservationsQuery = (role: "seeker" | "developer", page = 1) =>
  queryOptions({
    queryKey: [...projectsKey, "reservations", role, page] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/project-reservations", { params: { query: { role, page, perPage: 10 } } })),
  });
export const reservationQuery = (id: string) =>
  queryOptions({
    queryKey: [...projectsKey, "reservations", "one", id] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/project-reservations/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const reserveUnit = (body: { unitId: string; payWith: "wallet" | "link" }, key: string) =>
  unwrap(client.POST("/v1/secure/project-reservations", { params: { header: idempotency(key) }, body }), {
    silent: true,
  });
export const decideReservation = (id: string, action: "confirm" | "cancel") => {
  const path = { params: { path: { id } } };
  if (action === "confirm") return unwrap(client.POST("/v1/secure/project-reservations/{id}/confirm", path));
  return unwrap(client.POST("/v1/secure/project-reservations/{id}/cancel", path));
};
/** The developer declines with a reason the buyer reads; a bad reason is a field error for the dialog. */
export const declineReservation = (id: string, reason: string) =>
  unwrap(client.POST("/v1/secure/project-reservations/{id}/decline", { params: { path: { id } }, body: { reason } }), {
    silent: true,
  });
