// npm run ledger:check — proves the local books balance: runs each invariant of
// worker/services/wallet/ledger-checks.ts against the local D1 (wrangler d1 execute --local --json;
// extra arguments such as --persist-to .e2e-state are passed on).
import { spawnSync } from "node:child_process";
import { env, root } from "./lib.mjs";
import { LEDGER_CHECKS } from "../worker/services/wallet/ledger-checks.ts";

let failed = 0;
for (const check of LEDGER_CHECKS) {
  const res = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--json", ...process.argv.slice(2), "--command", check.sql.replace(/\s+/g, " ")],
    { cwd: root, env, encoding: "utf8" },
  );
  if (res.status !== 0) {
    console.error(`✖ ${check.name}: wrangler failed\n${res.stderr || res.stdout}`);
    failed++;
    continue;
  }
  const rows = JSON.parse(res.stdout).flatMap((r) => r.results ?? []);
  if (rows.length) {
    failed++;
    console.error(`✖ ${check.name}: ${rows.length} offending row(s)`, rows.slice(0, 5));
  } else console.log(`✔ ${check.name}`);
}
if (failed) process.exit(1);
console.log("The books balance.");
