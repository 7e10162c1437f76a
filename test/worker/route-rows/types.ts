/**
 * One secure route and who may call it. `path` may hold `{id}`-style placeholders when `prepare`
 * makes the resource: it gets the allowed caller and returns the concrete path (and body).
 * - user: any signed-in user; admin: admin token (+ permission, null = any non-agent admin);
 * - accountType: only these account types (others get 403).
 */
export type Row = {
  method: string;
  path: string;
  body?: unknown;
  okStatus?: number;
  headers?: Record<string, string>;
} & ({ kind: "user" } | { kind: "admin"; permission: string | null } | { kind: "accountType"; allowed: string[] });
