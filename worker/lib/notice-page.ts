/** HTML escaping for the few pages and mails the worker writes by hand. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export type NoticeAction =
  { label: string; href: string; primary?: boolean } | { label: string; post: string; primary?: boolean };

/**
 * A small self-contained page for links people open from an email (no SPA, no script): the brand, a heading,
 * a few lines and the ways on. A `post` action is a form button, so that a mail scanner fetching the link with
 * GET changes nothing.
 */
export function noticePage(p: { title: string; lines: string[]; actions: NoticeAction[] }) {
  const button = (a: NoticeAction) => {
    const style = a.primary
      ? "display:inline-block;padding:12px 18px;border:0;border-radius:10px;background:#0f7a4a;color:#fff;font-size:16px;text-decoration:none;cursor:pointer"
      : "display:inline-block;padding:12px 18px;border:1px solid #c2c8cc;border-radius:10px;background:#fff;color:#15191c;font-size:16px;text-decoration:none;cursor:pointer";
    return "post" in a
      ? `<form method="post" action="${escapeHtml(a.post)}" style="display:inline"><button type="submit" style="${style}">${escapeHtml(a.label)}</button></form>`
      : `<a href="${escapeHtml(a.href)}" style="${style}">${escapeHtml(a.label)}</a>`;
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(p.title)} · PropertyNG</title></head>
<body style="font-family:system-ui,sans-serif;background:#f7f8f8;margin:0;padding:32px 16px;color:#15191c">
<main style="max-width:480px;margin:auto;background:#fff;border:1px solid #dde1e3;border-radius:16px;padding:28px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px"><a href="/" style="color:#0f7a4a;text-decoration:none">PropertyNG</a></p>
<h1 style="font-size:22px;margin:0 0 12px;line-height:1.3">${escapeHtml(p.title)}</h1>
${p.lines.map((l) => `<p style="margin:0 0 12px;color:#3e454b;line-height:1.5">${escapeHtml(l)}</p>`).join("\n")}
<div style="display:flex;flex-wrap:wrap;gap:8px;margin-top:20px">${p.actions.map(button).join("")}</div>
</main></body></html>`;
}
