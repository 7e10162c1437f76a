import { html } from "./html";

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
      ? html`<form method="post" action="${a.post}" style="display:inline">
          <button type="submit" style="${style}">${a.label}</button>
        </form>`
      : html`<a href="${a.href}" style="${style}">${a.label}</a>`;
  };
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${p.title} · PropertyNG</title>
      </head>
      <body style="font-family:system-ui,sans-serif;background:#f7f8f8;margin:0;padding:32px 16px;color:#15191c">
        <main
          style="max-width:480px;margin:auto;background:#fff;border:1px solid #dde1e3;border-radius:16px;padding:28px"
        >
          <p style="margin:0 0 16px;font-weight:700;font-size:18px">
            <a href="/" style="color:#0f7a4a;text-decoration:none">PropertyNG</a>
          </p>
          <h1 style="font-size:22px;margin:0 0 12px;line-height:1.3">${p.title}</h1>
          ${p.lines.map(
            (l, i) =>
              html`${i ? "\n" : ""}
                <p style="margin:0 0 12px;color:#3e454b;line-height:1.5">${l}</p>`,
          )}
          <div style="display:flex;flex-wrap:wrap;gap:8px;margin-top:20px">${p.actions.map(button)}</div>
        </main>
      </body>
    </html>`.toString();
}
