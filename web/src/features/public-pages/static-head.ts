import { pageHead, type PageHead } from "../../lib/page-head";

/** The head of a page with no data (contact, cookies, offline, ...): small, so it can load with the route. */
export const staticHead = (
  origin: string,
  path: string,
  title: string,
  description: string,
  index = true,
): PageHead => {
  const head = pageHead({ title: `${title} · PropertyNG`, description, url: `${origin}${path}`, ogType: "website" });
  return index ? head : { ...head, meta: [...head.meta, { name: "robots", content: "noindex" }] };
};
