export * from "./users";
export * from "./system";
export * from "./locations";
export * from "./listings";
export * from "./accounts";
export * from "./messaging";
