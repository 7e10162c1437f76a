import { useAtomValue } from "jotai";
import { atomWithStorage } from "jotai/utils";

/**
 * The data saver (the footer's switch): the smallest copy of every photo and the map only on
 * request. Read after hydration (atomWithStorage reads storage on mount), so the server render and the first
 * browser render agree.
 */
export const dataSaverAtom = atomWithStorage<boolean>("dataSaver", false);
export const useDataSaver = () => useAtomValue(dataSaverAtom);
