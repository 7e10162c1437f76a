import { z } from "zod";
import { MESSAGES } from "./messages";

/**
 * People's names as Nigerians write them, one rule for the server and every form: letters of any script with their
 * accents, precomposed or typed as combining marks (Ọ, ẹ́, ñ), and between name parts a space, a hyphen or an
 * apostrophe, straight or the curly one phones type ("Chiamaka Obi-Okafor", "Ọláolúwa", "Ben-D'Souza").
 * Surrounding spaces are trimmed and runs of spaces become one, so a stray space never refuses a name.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

/** A key a name field lets through as it is typed (the whole name is then checked against NAME_PATTERN). */
export const NAME_KEY = /^[\p{L}\p{M} '’-]$/u;

export const tidyName = (v: string) => v.trim().replace(/\s+/g, " ");
export const isName = (v: string) => NAME_PATTERN.test(tidyName(v));

/** A required name part (first name, full name). */
export const personName = (required: string, max = 60) =>
  z
    .string()
    .overwrite(tidyName)
    .min(1, required)
    .max(max, `At most ${max} characters.`)
    .regex(NAME_PATTERN, MESSAGES.onlyAlphabets);

/** An optional name part (last name): empty is allowed. */
export const optionalName = (max = 60) =>
  z
    .string()
    .overwrite(tidyName)
    .max(max, `At most ${max} characters.`)
    .refine((v) => v === "" || NAME_PATTERN.test(v), MESSAGES.onlyAlphabets);

/** A person's name as shown: first and last as entered, a missing part left out ("Chiamaka", "Chiamaka Obi"). */
export const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(" ");
