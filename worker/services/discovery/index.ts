/** The discovery domain's public surface: saved searches with their daily alerts, and property requests. */
export * from "./saved-searches";
export * from "./property-requests";
