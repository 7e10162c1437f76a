import { existsSync } from "node:fs";

/** The browser for Playwright: CHROME_PATH, else Debian's chromium. Playwright's own download is not used. */
export function findChrome() {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? null;
}

export const CHROME_HELP =
  "No Chromium found for the browser journeys. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.";
