import type { QueryClient } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { guidePath } from "@contracts/price-guide-rules";
import { lagosIso } from "@contracts/lagos-time";
import { ApiError } from "../../lib/api";
import type { PageHead } from "../../lib/page-head";
import { ORGANIZATION, sitePageHead } from "../public-pages/heads";
import { guideIndexQuery, guideQuery } from "./api";

/**
 * Loaders of /prices and /prices/{state}/{area}, imported by the routes on demand. On the worker they wait for the
 * guide, so the HTML holds the medians and the head (title, description, canonical, JSON-LD: the breadcrumb trail
 * and a schema.org Dataset describing the figures, their place and their months).
 */
export type GuideLoaderData = { found: boolean; head: PageHead };

const INDEX_DESCRIPTION =
  "Median asking rents and sale prices by area across Nigeria, by kind of home and number of bedrooms, with the number of listings behind each figure and a 12-month trend.";

export async function loadGuideIndex(queryClient: QueryClient, origin: string): Promise<GuideLoaderData> {
  await queryClient.ensureQueryData(guideIndexQuery()).catch(() => undefined);
  const url = `${origin}/prices`;
  return {
    found: true,
    head: sitePageHead(origin, [["Price guides", url]], {
      title: "Property prices by area: median rent and sale prices in Nigeria · PropertyNG",
      description: INDEX_DESCRIPTION,
      url,
    }),
  };
}

export async function loadGuide(
  queryClient: QueryClient,
  state: string,
  area: string,
  origin: string,
): Promise<GuideLoaderData> {
  const g = await queryClient.ensureQueryData(guideQuery(state, area)).catch((e: unknown) => {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  });
  if (!g)
    return {
      found: false,
      head: { meta: [{ title: "No price guide for this area · PropertyNG" }, { name: "robots", content: "noindex" }] },
    };
  const place = `${g.area.name}, ${g.state.name}`;
  const url = `${origin}${guidePath(g.state.slug, g.area.slug)}`;
  const rent = g.rows.find((r) => r.listingType === "rent" && r.categoryId === 0);
  const sale = g.rows.find((r) => r.listingType === "sale" && r.categoryId === 0);
  const figures = [
    rent ? `median rent ${formatNaira(rent.medianKobo)} a year (${rent.n} listings)` : "",
    sale ? `median sale price ${formatNaira(sale.medianKobo)} (${sale.n} listings)` : "",
  ].filter(Boolean);
  const description = `${g.area.name} property prices: ${figures.length ? `${figures.join(", ")}; ` : ""}median rent and sale prices by kind and bedrooms, with a 12-month trend.`;
  const months = g.trend.months;
  return {
    found: true,
    head: sitePageHead(
      origin,
      [
        ["Price guides", `${origin}/prices`],
        [place, url],
      ],
      { title: `${place} property prices: median rent and sale prices · PropertyNG`, description, url },
      [
        {
          "@type": "Dataset",
          name: `Property prices in ${place}`,
          description: `Median asking rents (per year) and sale prices of the live listings on PropertyNG in ${place}, by kind of home and number of bedrooms, with the number of listings behind each median and each month's median over the last 12 months.`,
          url,
          creator: ORGANIZATION(origin),
          isAccessibleForFree: true,
          spatialCoverage: {
            "@type": "Place",
            name: place,
            address: {
              "@type": "PostalAddress",
              addressLocality: g.area.name,
              addressRegion: g.state.name,
              addressCountry: "NG",
            },
          },
          temporalCoverage: `${months[0]}/${months[months.length - 1]}`,
          ...(g.refreshedAt ? { dateModified: lagosIso(g.refreshedAt) } : {}),
          variableMeasured: [
            "Median asking rent per year (NGN)",
            "Median asking sale price (NGN)",
            "Number of listings",
          ],
        },
      ],
    ),
  };
}
