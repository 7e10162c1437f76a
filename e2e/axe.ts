import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** WCAG 2.1 A and AA: what the site promises (docs/security.md lists what is tested). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Impact = "minor" | "moderate" | "serious" | "critical";

/**
 * axe-core's findings on the page as it is now, one line each (rule, help, the first offending elements).
 * `impacts` keeps only those of the given severities; by default every finding counts. Needs the page's CSP
 * bypassed (test.use({ bypassCSP: true })) to inject the script.
 */
export async function axeViolations(page: Page, impacts?: Impact[]) {
  // Once per document: the same page checked again at another width keeps the ~0.5 MB script it has parsed.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ tags, impacts }) => {
      type Result = { id: string; help: string; impact: string | null; nodes: { html: string }[] };
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Result[] }> } })
        .axe;
      const r = await axe.run(document, { runOnly: { type: "tag", values: tags } });
      return r.violations
        .filter((v) => !impacts || (impacts as string[]).includes(v.impact ?? ""))
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.html.slice(0, 160))
              .join(" | ")}`,
        );
    },
    { tags: TAGS, impacts: impacts ?? null },
  );
}
