/** The admin domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { dashboardStats, listActivity, listUsers, pruneLogs, servicesStatus } from "./back-office";
export { databaseHealth } from "./health";
export { createRole, createStaff, deleteRole, listRoles, listStaff, setStaffActive, updateRole, updateStaff } from "./staff";
