import { env } from "cloudflare:workers";
import { beforeAll } from "vitest";
import { lagosAt } from "../../worker/contracts/lagos-time";
import { post, type Posting } from "../../worker/services/wallet/ledger";
import { call, db, makeUser, signIn } from "./helpers";

/** A staff member who may read the dashboard and reports, signed in before the file's tests. */
export function reportsReader() {
  let token = "";
  beforeAll(async () => {
    const admin = await makeUser({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    token = (await signIn(admin)).token;
  });
  return {
    token: () => token,
    dashboard: (query: string) => call("GET", `/admin/api/dashboard?${query}`, { token }),
  };
}

/** A time on a Lagos day: the reports count by Lagos days. */
export const at = (day: string, hhmm = "10:00") => lagosAt(day, hhmm);

/** A ledger posting at `now`, as the services write them. */
export const book = (now: number, p: Omit<Posting, "idemKey">) =>
  post({ db: db(), env, now }, { idemKey: `report-test:${crypto.randomUUID()}`, ...p });
