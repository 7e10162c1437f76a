export * from "./users";
export * from "./system";
export * from "./locations";
export * from "./listings";
export * from "./accounts";
export * from "./money";
export * from "./plans";
export * from "./messaging";
