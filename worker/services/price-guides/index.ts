/** Area price guides: medians kept as aggregates by a bounded cron step, read by the pages, the API and the assistant. */
export { GUIDE_REFRESH, refreshAreaGuide, refreshPriceGuides } from "./refresh";
export { guideRowsFor, readGuide, readGuideIndex } from "./read";
