/** The admin domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { listActivity, listActivityActors, pruneLogs, servicesStatus } from "./back-office";
export { listUsers } from "./users";
export { adapterChecks, CRON_JOBS, lastCronRuns, type CronJob } from "./operations";
export { listApiLogs } from "./api-logs";
export { userDetail } from "./users-detail";
export { activateUser, adminChangePassword, createUser, deactivateUser, deleteUser, updateUser } from "./users-write";
export { databaseHealth, systemHealth } from "./health";
export { dashboardReport, reportCsv, rollupReports } from "./reports";
export { createRole, deleteRole, listRoles, updateRole } from "./roles";
export { permissionHolders } from "./permissions";
export { createStaff, listStaff, setStaffActive, updateStaff } from "./staff";
