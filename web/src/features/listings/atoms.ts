import { atomWithStorage } from "jotai/utils";
import type { Sort } from "./api";

/** SPEC.md §3 client state: the properties sort (default latest) and grid flag (default true) persist locally. */
export const sortAtom = atomWithStorage<Sort>("properties.sort", "latest");
export const gridAtom = atomWithStorage<boolean>("properties.grid", true);
