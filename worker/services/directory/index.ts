/** The directory of professionals and their public pages. */
export { listAgents, agentProfile, agentListings, type DirectoryQuery } from "./agents";
export { myLocalities, setMyLocalities } from "./localities";
