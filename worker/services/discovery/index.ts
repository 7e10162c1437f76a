/** The discovery domain's public surface: saved searches with their daily alerts, and property requests (and the contacts listers buy). */
export * from "./saved-searches";
export * from "./saved-search-alerts";
export * from "./property-requests";
export * from "./request-contacts";
