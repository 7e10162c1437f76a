import type { core } from "zod";

/**
 * zod's defaults ("Invalid input: expected string, received undefined") rewritten for people. Installed
 * with z.config({ customError }) so it applies wherever a schema did not set its own message. Returning
 * undefined falls back to zod's own text.
 */
const human = (key: PropertyKey | undefined) =>
  typeof key === "string" && key
    ? key
        .replace(/\[\]$/, "")
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/[_-]+/g, " ")
        .toLowerCase()
    : null;

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
  bigint: "a whole number",
};

const FORMATS: Record<string, string> = {
  email: "a valid email address",
  url: "a valid web address (https://…)",
  uuid: "a valid id",
  guid: "a valid id",
  datetime: "a valid date and time",
  date: "a valid date (YYYY-MM-DD)",
  time: "a valid time",
};

export function readableIssue(iss: core.$ZodRawIssue): string | undefined {
  const name = human(iss.path?.[iss.path.length - 1]);
  const subject = name ? `${name[0]!.toUpperCase()}${name.slice(1)}` : "This field";
  switch (iss.code) {
    case "invalid_type": {
      if (iss.input === undefined || (iss.input === null && iss.expected !== "null"))
        return name ? `Enter ${name}.` : "This field is required.";
      const want = TYPE_WORDS[iss.expected] ?? null;
      return want ? `${subject} must be ${want}.` : `${subject} has the wrong type.`;
    }
    case "too_small": {
      const min = Number(iss.minimum);
      if (iss.origin === "string")
        return min <= 1
          ? name
            ? `Enter ${name}.`
            : "This field is required."
          : `${subject} must be at least ${min} characters.`;
      if (iss.origin === "array" || iss.origin === "set")
        return min <= 1 ? `Choose at least one ${name ?? "item"}.` : `${subject} needs at least ${min} items.`;
      return `${subject} must be ${iss.inclusive === false ? "more than" : "at least"} ${min}.`;
    }
    case "too_big": {
      const max = Number(iss.maximum);
      if (iss.origin === "string") return `${subject} must be at most ${max} characters.`;
      if (iss.origin === "array" || iss.origin === "set") return `${subject} can have at most ${max} items.`;
      return `${subject} must be ${iss.inclusive === false ? "less than" : "at most"} ${max}.`;
    }
    case "invalid_value":
      return iss.values.length <= 12
        ? `${subject} must be one of: ${iss.values.map(String).join(", ")}.`
        : `${subject} is not one of the allowed values.`;
    case "invalid_format": {
      const want = FORMATS[iss.format];
      return want ? `Enter ${want}.` : `${subject} is not in the expected format.`;
    }
    case "not_multiple_of":
      return `${subject} must be a multiple of ${String(iss.divisor)}.`;
    case "unrecognized_keys":
      return `${iss.keys.length > 1 ? "These fields are" : "This field is"} not accepted: ${iss.keys.join(", ")}.`;
    case "invalid_union":
      return `${subject} is not valid.`;
    case "invalid_key":
    case "invalid_element":
      return `${subject} contains an invalid entry.`;
    default:
      return undefined;
  }
}
