import type { ServiceCtx } from "../../lib/context";
import { q } from "../wallet/ledger";
import { mediaUrl } from "../listings/cards";

/** The id of a public project page path (/properties/project/{id}), or null for every other page. */
export function projectPagePath(pathname: string): string | null {
  const m = /^\/properties\/project\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

export type ProjectMeta = { title: string; description: string; image: string | null; url: string; jsonLd: Record<string, unknown> };

/**
 * What a shared project link shows before any script runs: title, description, main photo, canonical URL and
 * schema.org JSON-LD (the project as a Product with its price range in NGN). Null for unknown or delisted projects.
 */
export async function projectMeta(ctx: Pick<ServiceCtx, "env">, id: string, origin: string): Promise<ProjectMeta | null> {
  const p = await q(ctx as ServiceCtx,
    `SELECT p.id, p.name, p.description, p.address, p.lat, p.lng, s.name AS state, l.name AS locality, u.company_name, u.first_name, u.last_name,
       (SELECT MIN(price_kobo) FROM project_units WHERE project_id = p.id) AS low, (SELECT MAX(price_kobo) FROM project_units WHERE project_id = p.id) AS high,
       (SELECT COALESCE(SUM(available), 0) FROM project_units WHERE project_id = p.id) AS available,
       (SELECT m.thumb_key FROM project_media pm JOIN property_media m ON m.id = pm.media_id WHERE pm.project_id = p.id AND pm.update_id IS NULL ORDER BY pm.is_primary DESC, pm.position LIMIT 1) AS thumb
     FROM projects p JOIN states s ON s.id = p.state_id LEFT JOIN localities l ON l.id = p.locality_id JOIN users u ON u.id = p.owner_id
     WHERE p.id = ? AND p.listed = 1 AND p.deleted_at IS NULL`,
    id).first<{ id: string; name: string; description: string; address: string; lat: number | null; lng: number | null; state: string; locality: string | null; company_name: string | null; first_name: string; last_name: string | null; low: number | null; high: number | null; available: number; thumb: string | null }>();
  if (!p) return null;
  const text = p.description.replace(/\s+/g, " ").trim();
  const description = text.length > 200 ? `${text.slice(0, 197)}…` : text;
  const url = `${origin}/properties/project/${encodeURIComponent(p.id)}`;
  const image = p.thumb ? origin + mediaUrl(p.thumb) : null;
  const developer = p.company_name || [p.first_name, p.last_name].filter(Boolean).join(" ");
  return {
    title: `${p.name} · PropertyNG`,
    description,
    image,
    url,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: p.name,
      description,
      url,
      ...(image ? { image } : {}),
      brand: { "@type": "Organization", name: developer },
      ...(p.low !== null
        ? { offers: { "@type": "AggregateOffer", priceCurrency: "NGN", lowPrice: Math.round(p.low / 100), highPrice: Math.round((p.high ?? p.low) / 100), offerCount: p.available, availability: p.available > 0 ? "https://schema.org/PreOrder" : "https://schema.org/SoldOut" } }
        : {}),
      areaServed: { "@type": "Place", name: [p.address, p.locality, p.state, "Nigeria"].filter(Boolean).join(", "), ...(p.lat !== null && p.lng !== null ? { geo: { "@type": "GeoCoordinates", latitude: p.lat, longitude: p.lng } } : {}) },
    },
  };
}
