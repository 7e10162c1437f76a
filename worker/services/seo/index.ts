/** Search engines' files (robots.txt, the sitemaps): what worker/edge/seo-files.ts serves. */
export {
  childPath,
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_PAGE_SIZE,
  sitemapChildren,
  sitemapEntries,
  sitemapIndexXml,
  urlSetXml,
  type ChildRef,
  type SitemapKind,
} from "./sitemap";

import { createDb } from "../../db/client";
import type { ServiceCtx } from "../../lib/context";

/** The context of a request outside the Hono app (the worker's entry): anonymous, read-only use. */
export const anonymousCtx = (env: Env): ServiceCtx => ({ db: createDb(env.DB), env, now: Date.now() });
