import { ratingLabel } from "../../contracts/review-rules";
import { PROFESSIONAL_TYPES } from "../../contracts/reviews";
import { listerLabel } from "../listings/cards";

/**
 * Shareable agent pages (/professionals/agents/{id}) until public pages are server-rendered: the data for the
 * <title>, Open Graph tags and JSON-LD that routes/agent-page.ts puts into index.html. The SPA's head() says
 * the same once it runs.
 */
export function agentPagePath(pathname: string): string | null {
  const m = /^\/professionals\/agents\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

export type AgentMeta = { title: string; description: string; image: string | null; url: string; jsonLd: Record<string, unknown> };

type Row = { id: string; name: string; account_type: string; profile_picture: string | null; phone: string | null; count: number | null; average: number | null };

export async function agentMeta(env: Env, id: string, origin: string): Promise<AgentMeta | null> {
  const r = await env.DB.prepare(
    `SELECT u.id, COALESCE(NULLIF(TRIM(u.company_name), ''), TRIM(u.first_name || ' ' || COALESCE(u.last_name, ''))) AS name, u.account_type, u.profile_picture, u.phone,
       rs.count, rs.average
     FROM users u LEFT JOIN review_stats rs ON rs.subject_type = 'agent' AND rs.subject_id = u.id
     WHERE u.id = ? AND u.deleted_at IS NULL AND u.admin_access = 0 AND u.status = 'active' AND u.account_type IN (${PROFESSIONAL_TYPES.map(() => "?").join(", ")})`,
  )
    .bind(id, ...PROFESSIONAL_TYPES)
    .first<Row>();
  if (!r) return null;
  const label = r.account_type === "developer" ? "Developer" : listerLabel(r.account_type);
  const rated = r.count ? `Rated ${r.average!.toFixed(1)}/5 (${ratingLabel(r.average)}) from ${r.count} verified reviews.` : "Verified reviews from real inspections and stays.";
  const image = r.profile_picture ? new URL(r.profile_picture, origin).toString() : null;
  return {
    title: `${r.name} · ${label} · PropertyNG`,
    description: `${r.name}, ${label.toLowerCase()} on PropertyNG. ${rated}`,
    image,
    url: `${origin}/professionals/agents/${encodeURIComponent(r.id)}`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: r.name,
      url: `${origin}/professionals/agents/${encodeURIComponent(r.id)}`,
      ...(image ? { image } : {}),
      ...(r.count ? { aggregateRating: { "@type": "AggregateRating", ratingValue: r.average, reviewCount: r.count, bestRating: 5, worstRating: 1 } } : {}),
    },
  };
}
