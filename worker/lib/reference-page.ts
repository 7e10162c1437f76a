import { html, raw, type HtmlEscapedString } from "./html";

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

/** A plain, dependency-free API reference (no CDN scripts: it must work offline and load fast). */
export function renderReference(doc: Doc): string {
  const byTag = new Map<string, HtmlEscapedString[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? "Other";
      const params = (op.parameters ?? []).map(
        (p, i) => html`${i ? ", " : ""}<code>${p.name}</code> (${p.in}${p.required ? ", required" : ""})`,
      );
      const codes = Object.keys(op.responses ?? {}).join(" · ");
      const row = html`<li>
        <span class="m ${method}">${method.toUpperCase()}</span>
        <code>${path}</code>${op.security?.length ? raw(' <span class="lock" title="Bearer token">🔒</span>') : ""}
        <div>${op.summary ?? ""}${op.description ? html`<br /><small>${op.description}</small>` : ""}</div>
        ${params.length ? html`<small>Parameters: ${params}</small><br />` : ""}${op.requestBody ? raw("<small>JSON body (see schema in openapi.json)</small><br>") : ""}<small
          >Responses: ${codes}</small
        >
      </li>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag].map(
    ([tag, rows]) =>
      html`<h2>${tag}</h2>
        <ul>
          ${rows}
        </ul>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${doc.info.title} reference</title>
        <style>
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            max-width: 960px;
            margin: auto;
            padding: 16px;
            color: #1f2937;
          }
          li {
            list-style: none;
            border: 1px solid #e5e7eb;
            border-radius: 8px;
            padding: 10px;
            margin: 8px 0;
          }
          .m {
            font-weight: 700;
            font-size: 12px;
            padding: 2px 6px;
            border-radius: 4px;
            color: #fff;
            background: #6b7280;
          }
          .get {
            background: #0f7a4a;
          }
          .post {
            background: #2563eb;
          }
          .put,
          .patch {
            background: #b45309;
          }
          .delete {
            background: #b91c1c;
          }
          ul {
            padding: 0;
          }
          small {
            color: #6b7280;
          }
        </style>
      </head>
      <body>
        <h1>${doc.info.title}</h1>
        <p>${doc.info.description ?? ""}</p>
        <p>
          Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1). Secure calls send
          <code>Authorization: Bearer &lt;token&gt;</code>.
        </p>
        ${sections}
      </body>
    </html>`.toString();
}
