import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArticleInput } from "@contracts/articles";
import { imageTypeOf } from "@contracts/constants";
import { processImage, putPictureWithCopies } from "../../listing-editor/upload";
import { client, unwrap, type QueryOf, queryOptions } from "../../../lib/client";

/** Staff's publications and website content: queries under ["admin", "publications" | "content"]. */
export const publicationsQuery = (q: QueryOf<"/admin/api/publications">) =>
  queryOptions({
    queryKey: ["admin", "publications", "list", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/publications", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export const publicationQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "publications", "one", id] as const,
    queryFn: () => unwrap(client.GET("/admin/api/publications/{id}", { params: { path: { id } } })).then((r) => r.data),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ["admin", "publications", "categories"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/publications/categories")).then((r) => r.data),
    staleTime: 60_000,
  });

export type ArticleBody = Omit<ArticleInput, "slug"> & { slug?: string };

export function useSaveArticle(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleBody) =>
      (id
        ? unwrap(client.PUT("/admin/api/publications/{id}", { params: { path: { id } }, body }), { silent: true })
        : unwrap(client.POST("/admin/api/publications", { body }), { silent: true })
      ).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "publications"] }),
  });
}

export function useArticleAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: "publish" | "unpublish" | "delete" }) => {
      const params = { params: { path: { id } } };
      if (action === "delete") await unwrap(client.DELETE("/admin/api/publications/{id}", params));
      else if (action === "publish") await unwrap(client.POST("/admin/api/publications/{id}/publish", params));
      else await unwrap(client.POST("/admin/api/publications/{id}/unpublish", params));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin", "publications"] }),
  });
}

export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(client.POST("/admin/api/publications/categories", { body: { name } }), { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "publications", "categories"] }),
  });
}

/** How long the long side of an article picture is kept: a full-width cover on a wide screen. */
const ARTICLE_PICTURE_MAX_PX = 1600;

/**
 * An article picture (cover or in the text): resized in the browser with its 320–1280 px copies, as listing photos
 * are, then a signed link per copy from the admin API and the bytes straight to them. Answers the picture's URL.
 */
export async function uploadArticleImage(file: File): Promise<string> {
  const img = await processImage(file, { withSizes: true, maxLong: ARTICLE_PICTURE_MAX_PX });
  const ticket = await unwrap(
    client.POST("/admin/api/publications/uploads", {
      body: { contentType: imageTypeOf(img.original), sizeBytes: img.original.size },
    }),
    { silent: true },
  );
  await putPictureWithCopies(img, ticket);
  return ticket.url;
}

export const contentPagesQuery = () =>
  queryOptions({
    queryKey: ["admin", "content", "list"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/content")).then((r) => r.data),
  });

export const contentPageQuery = (key: string) =>
  queryOptions({
    queryKey: ["admin", "content", "one", key] as const,
    queryFn: () => unwrap(client.GET("/admin/api/content/{key}", { params: { path: { key } } })),
  });

export const contentVersionsQuery = (key: string, page: number) =>
  queryOptions({
    queryKey: ["admin", "content", "versions", key, page] as const,
    queryFn: () =>
      unwrap(client.GET("/admin/api/content/{key}/versions", { params: { path: { key }, query: { page } } })),
    placeholderData: keepPreviousData,
  });

export const contentVersionQuery = (key: string, versionId: string) =>
  queryOptions({
    queryKey: ["admin", "content", "version", key, versionId] as const,
    queryFn: () =>
      unwrap(client.GET("/admin/api/content/{key}/versions/{versionId}", { params: { path: { key, versionId } } })),
  });

export function useSaveContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; title: string; content: string; create?: boolean }) =>
      v.create
        ? unwrap(client.POST("/admin/api/content", { body: { key: v.key, title: v.title, content: v.content } }), {
            silent: true,
          })
        : unwrap(
            client.PUT("/admin/api/content/{key}", {
              params: { path: { key: v.key } },
              body: { title: v.title, content: v.content },
            }),
            { silent: true },
          ),
    onSuccess: (_d, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ["admin", "content"] }),
        qc.invalidateQueries({ queryKey: ["content", v.key] }),
      ]),
  });
}

export function useContentAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (
      v: { key: string; action: "delete" } | { key: string; action: "restore"; versionId: string },
    ) => {
      if (v.action === "delete")
        await unwrap(client.DELETE("/admin/api/content/{key}", { params: { path: { key: v.key } } }));
      else
        await unwrap(
          client.POST("/admin/api/content/{key}/versions/{versionId}/restore", {
            params: { path: { key: v.key, versionId: v.versionId } },
          }),
        );
    },
    onSettled: (_d, _e, v) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ["admin", "content"] }),
        qc.invalidateQueries({ queryKey: ["content", v.key] }),
      ]),
  });
}
