// npm run deploy runs this first: it refuses a production deploy that would ship placeholders or the local setup.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The lines of one TOML table (`[name]` or `[[name]]`), as text. */
function table(toml, name) {
  const out = [];
  let inside = false;
  for (const line of toml.split("\n")) {
    const header = /^\s*\[\[?([^\]]+)\]\]?\s*$/.exec(line);
    if (header) inside = header[1].trim() === name;
    else if (inside) out.push(line);
  }
  return out.join("\n");
}
const value = (text, key) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, "m").exec(text)?.[1];

/** What is wrong with wrangler.toml (and the photo-hash worker's config) for a production deploy (empty when it is fine). */
export function deployProblems(
  toml,
  photoHashToml = readFileSync(new URL("../workers/photo-hash/wrangler.toml", import.meta.url), "utf8"),
) {
  const problems = [];
  const localName = value(toml.split(/^\s*\[/m)[0], "name");
  const prodName = value(table(toml, "env.production"), "name");
  if (!prodName) problems.push("[env.production] has no worker name.");
  else if (prodName === localName)
    problems.push(
      `The production worker name "${prodName}" is the local one: a bare \`wrangler deploy\` would overwrite production with the local config.`,
    );
  const db = value(table(toml, "env.production.d1_databases"), "database_id");
  if (!db || /^[0-]+$/.test(db))
    problems.push(
      "[[env.production.d1_databases]] database_id is the all-zero placeholder: create the database (wrangler d1 create) and put its id here.",
    );
  const vars = table(toml, "env.production.vars");
  const appUrl = value(vars, "APP_URL") ?? "";
  if (!/^https:\/\//.test(appUrl) || /localhost|127\.0\.0\.1/.test(appUrl))
    problems.push(`APP_URL "${appUrl}" is not a public https address.`);
  if (value(vars, "PAYMENT_PROVIDER") !== "paystack")
    problems.push('PAYMENT_PROVIDER must be paystack in production (the sandbox lets the payer pick "success").');
  if (/OAUTH_SANDBOX/.test(vars)) problems.push("OAUTH_SANDBOX must not be set in production.");
  // The photo hash of uploads runs in its own worker (workers/photo-hash): production must call production's.
  const hashWorker = value(table(photoHashToml, "env.production"), "name");
  const bound = value(table(toml, "env.production.services"), "service");
  if (!hashWorker || bound !== hashWorker)
    problems.push(
      `[[env.production.services]] PHOTO_HASH must name the production photo-hash worker "${hashWorker ?? "?"}" (workers/photo-hash/wrangler.toml), not "${bound ?? ""}".`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = deployProblems(readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8"));
  if (problems.length) {
    console.error(`Refusing to deploy:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("wrangler.toml is ready for production.");
}
