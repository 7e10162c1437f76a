/** The admin domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { listActivity, listUsers, pruneLogs, servicesStatus } from "./back-office";
export { databaseHealth } from "./health";
export { dashboardReport, reportCsv, rollupReports } from "./reports";
