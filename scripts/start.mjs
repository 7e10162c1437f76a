// npm start: build the SPA, migrate and seed the local D1, then serve everything on :8787.
import { ensureDevVars, run, start } from "./lib.mjs";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/users.mjs";

const port = process.env.PORT ?? "8787";
ensureDevVars();
if (!process.argv.includes("--no-build")) run("vite", ["build", "--logLevel", "warn"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { env: { ...process.env, CI: "true", PATH: process.env.PATH } });
run("node", ["scripts/seed.mjs"]);

const pad = (s, n) => String(s).padEnd(n);
console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD})`);
console.log(`  ${pad("account type", 14)}${pad("email", 32)}username`);
for (const u of DEMO_USERS) console.log(`  ${pad(u.account_type, 14)}${pad(u.email, 32)}${u.username}`);
console.log(`\nAdmins sign in at http://localhost:${port}/dashboard/admin/login; mail (reset links) is printed here and kept in the email_outbox table.\n`);

const dev = start("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", ...(process.env.WRANGLER_ARGS ?? "").split(" ").filter(Boolean)]);
const stop = () => dev.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
