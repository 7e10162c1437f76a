/**
 * Structured logs: one JSON object per line, so Workers Logs (observability) can filter by `event`, `level` and
 * any field. Everything the worker logs on purpose goes through here; never log tokens, tickets or secrets (pass
 * paths without their query string).
 */
export type LogLevel = "info" | "warn" | "error";

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields }, (_k, v: unknown) =>
    v instanceof Error ? { name: v.name, message: v.message, stack: v.stack?.split("\n").slice(0, 6).join("\n") } : v,
  );
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
