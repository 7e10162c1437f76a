/** Which fields of a parse are compared with a case's expectations (place and leftover words are not). */
export function project(r) {
  const out = { intent: r.intent, ...r.filter };
  for (const k of ["period", "checkIn", "checkOut", "guests"]) if (r[k] !== undefined) out[k] = r[k];
  return out;
}
export const normalised = (o) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(o)
        .filter(([k]) => k !== "unknownOk")
        .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
/** A case passes when the parse gives exactly the expected fields, no more and no fewer. */
export const matches = (got, want) => normalised(project(got)) === normalised(want);
export const diff = (got, want) => `want ${normalised(want)}\n   got ${normalised(project(got))}`;
