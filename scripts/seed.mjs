// Seeds the local D1 with demo data. Idempotent: every insert is INSERT OR IGNORE with stable ids.
// Later domains add a module to scripts/seed/ and a line to SEEDS.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, run } from "./lib.mjs";
import { locationsSql } from "./seed/locations.mjs";
import { usersSql } from "./seed/users.mjs";
import { contentSql } from "./seed/content.mjs";

const SEEDS = [locationsSql, usersSql, contentSql];

const dir = path.join(root, ".wrangler", "seed");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, "seed.sql");
writeFileSync(file, SEEDS.flatMap((s) => s()).join("\n") + "\n");
run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, ...process.argv.slice(2)], { stdio: ["ignore", "ignore", "inherit"] });
console.log("✔ Seeded local database (states, LGAs, localities, demo users, site content)");
