type Doc = {
  info: { title: string; description?: string };
  paths?: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        description?: string;
        tags?: string[];
        security?: unknown[];
        requestBody?: unknown;
        parameters?: { name: string; in: string; required?: boolean }[];
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
};

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A plain, dependency-free API reference (no CDN scripts: it must work offline and load fast). */
export function renderReference(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? "Other";
      const params = (op.parameters ?? [])
        .map((p) => `<code>${esc(p.name)}</code> (${p.in}${p.required ? ", required" : ""})`)
        .join(", ");
      const codes = Object.keys(op.responses ?? {}).join(" · ");
      const row = `<li><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code>${op.security?.length ? ' <span class="lock" title="Bearer token">🔒</span>' : ""}<div>${esc(op.summary ?? "")}${op.description ? `<br><small>${esc(op.description)}</small>` : ""}</div>${params ? `<small>Parameters: ${params}</small><br>` : ""}${op.requestBody ? "<small>JSON body (see schema in openapi.json)</small><br>" : ""}<small>Responses: ${esc(codes)}</small></li>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag].map(([tag, rows]) => `<h2>${esc(tag)}</h2><ul>${rows.join("")}</ul>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(doc.info.title)} reference</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:auto;padding:16px;color:#1f2937}li{list-style:none;border:1px solid #e5e7eb;border-radius:8px;padding:10px;margin:8px 0}.m{font-weight:700;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;background:#6b7280}.get{background:#0f7a4a}.post{background:#2563eb}.put,.patch{background:#b45309}.delete{background:#b91c1c}ul{padding:0}small{color:#6b7280}</style></head><body><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description ?? "")}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1). Secure calls send <code>Authorization: Bearer &lt;token&gt;</code>.</p>${sections}</body></html>`;
}
