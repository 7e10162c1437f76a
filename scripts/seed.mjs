// Seeds the local D1 with demo data. Idempotent: every insert is INSERT OR IGNORE with stable ids.
// Later domains add a module to scripts/seed/ and a line to SEEDS.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, run } from "./lib.mjs";
import { locationsSql } from "./seed/locations.mjs";
import { usersSql } from "./seed/users.mjs";
import { contentSql } from "./seed/content.mjs";
import { buildListings, listingsSql } from "./seed/listings.mjs";
import { storePictures } from "./seed/images.mjs";
import { boostSql, moneySql } from "./seed/money.mjs";
import { buildProjects, projectsSql } from "./seed/projects.mjs";
import { greenfieldUserSql, instalmentsSql } from "./seed/instalments.mjs";
import { staysSql } from "./seed/stays.mjs";
import { rentSql } from "./seed/rent.mjs";
import { reviewsSql } from "./seed/reviews.mjs";
import { discoverySql } from "./seed/discovery.mjs";
import { settingsSql } from "./seed/settings.mjs";
import { metricsSql } from "./seed/metrics.mjs";
import { bannerPictures, bannersSql } from "./seed/banners.mjs";
import { priceComparablesSql } from "./seed/price-comparables.mjs";

const args = process.argv.slice(2);
const started = Date.now();

// Pictures go to the same persistence root as the database: wrangler's default or --persist-to.
const flag = args.findIndex((a) => a === "--persist-to" || a.startsWith("--persist-to="));
const persistTo = path.resolve(
  root,
  flag < 0 ? ".wrangler/state" : args[flag].includes("=") ? args[flag].split("=")[1] : args[flag + 1],
);

// SEED_LISTINGS lets a quick run seed fewer listings; the demo has about 300.
const listings = buildListings({ count: Number(process.env.SEED_LISTINGS) || 300 });
const projects = buildProjects();
const pictures = [...listings.flatMap((l) => l.media), ...projects.flatMap((p) => p.media)];
const { sizes, stored, drawn } = await storePictures(pictures, { root, persistTo, copies: bannerPictures(listings) });

// Money before listings: plans must exist before the listing-quota trigger counts the listers' listings.
const SEEDS = [
  locationsSql,
  usersSql,
  greenfieldUserSql,
  () => contentSql(listings),
  moneySql,
  () => listingsSql(listings, sizes),
  () => priceComparablesSql(listings),
  () => boostSql(listings),
  () => projectsSql(projects, sizes),
  // After the projects: a running instalment plan on Greenfield Court (its money through the ledger's tables).
  () => instalmentsSql(),
  () => staysSql(listings),
  // After the listings: a rent agreement Amaka can pay into escrow.
  () => rentSql(),
  reviewsSql,
  discoverySql,
  settingsSql,
  metricsSql,
  () => bannersSql(),
];

const dir = path.join(root, ".wrangler", "seed");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, "seed.sql");
writeFileSync(file, SEEDS.flatMap((s) => s()).join("\n") + "\n");
run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, ...args], {
  stdio: ["ignore", "ignore", "inherit"],
});
console.log(
  `✔ Seeded local database (states, LGAs, localities, demo users, site content, wallets and plans, ${listings.length} listings and ${projects.length} projects with ${pictures.length} pictures: ${stored} stored, ${drawn} drawn) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
