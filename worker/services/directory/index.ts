/** The directory of professionals and their public pages (issue 15). */
export { listAgents, agentProfile, agentListings, type DirectoryQuery } from "./agents";
export { myLocalities, setMyLocalities } from "./localities";
