// npm start: build the SPA, migrate and seed the local D1, then serve everything on :8787.
import { ensureDevVars, run, startDevServer } from "./lib.mjs";
import { localCrons, runLocalCrons } from "./local-cron.mjs";
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from "./seed/users.mjs";

const port = process.env.PORT ?? "8787";
ensureDevVars();
if (!process.argv.includes("--no-build")) run("vite", ["build", "--logLevel", "warn"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], {
  env: { ...process.env, CI: "true", PATH: process.env.PATH },
});
run("node", ["scripts/seed.mjs"]);

const pad = (s, n) => String(s).padEnd(n);
function printLogins() {
  console.log(`\n  PropertyNG is running on http://localhost:${port}\n`);
  console.log(`  Demo logins (password for all: ${DEMO_PASSWORD})`);
  console.log(`  ${pad("account type", 14)}${pad("email", 32)}username`);
  for (const u of DEMO_USERS) console.log(`  ${pad(u.account_type, 14)}${pad(u.email, 32)}${u.username}`);
  console.log(`\n  Admins sign in at http://localhost:${port}/dashboard/admin/login`);
  console.log(
    `  superadmin also needs a two-factor code: authenticator key ${DEMO_TOTP_SECRET}, or run \`npm run totp\``,
  );
  console.log(`  Mail (e.g. reset links) is printed below; the email_outbox table keeps copies with links redacted.`);
  console.log(`  The cron jobs (${localCrons().join(", ")}) run on their schedule (UTC); run one now with`);
  console.log(`  curl "http://localhost:${port}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"\n`);
}

// scripts/dev-server.mjs: both workers in one `wrangler dev`.
const dev = startDevServer(["--port", port, "--ip", "127.0.0.1"], { stdio: ["inherit", "pipe", "inherit"] });
let printed = false;
dev.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  // The table goes after wrangler's own start-up lines, where it is seen.
  if (!printed && String(chunk).includes("Ready on")) {
    printed = true;
    printLogins();
    runLocalCrons(`http://127.0.0.1:${port}`);
  }
});
const stop = () => dev.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
