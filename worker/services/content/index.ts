/** The content domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { getState, listLgas, listLocalities, listStates } from "./locations";
export { recordEmailCapture, subscribe } from "./newsletter";
export { getContent } from "./site-content";
