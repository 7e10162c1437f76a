import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { BASE, call, freshIp, makeUser, signIn } from "./helpers";
import { createListing, input, lister, place, upload } from "./listings-fixtures";

/**
 * Walks every operation of /v1/openapi.json (which holds the /admin/api operations too) and sends generated
 * bad input: wrong types, missing and unknown fields, huge (100 KB) and odd strings, bad %-encoding in path
 * params, extreme paging, with and without a valid token (an admin token for admin routes). Whatever the
 * input: never a 5xx, and every error is the one JSON envelope { status, message, errors? }.
 * Seeded and bounded (fast-check), so a failure replays the same way.
 */
type Param = { name: string; in: "path" | "query" | "header"; required?: boolean; schema?: JsonSchema };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = { method: string; path: string; params: Param[]; body: JsonSchema | null; admin: boolean };
type Case = { label: string; path: string; query: string; body?: unknown; raw?: string };

/**
 * Known 5xx the fuzzer reports instead of failing on, each with why. Empty: every 5xx fails the suite. An entry
 * that no longer fails is reported as stale, to be removed.
 */
const KNOWN_FAILURES: { op: string; match: (c: Case) => boolean; why: string }[] = [];

const SEED = 7_2026;
const RUNS_PER_OPERATION = 5;
const HUGE = "x".repeat(100 * 1024);
const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%",
  "%zz",
  "%E0%A4%A",
  "../../etc/passwd",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "title:foo* OR NEAR(a b)",
  '"unterminated',
  "*",
  "^",
  "NOT",
  "🏠🇳🇬",
  "\u202e\u200b",
  "ǅ𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "<script>alert(1)</script>",
  "3 bedroom flat with swimming pool in Lekki Phase 1 Lagos",
  "1e309",
  "-0",
  "NaN",
  "null",
  "[]",
  "{}",
];
const BAD_ENCODING = ["%", "%zz", "%E0%A4%A", "a%2", "%C0%AF"];
const PAGING: Record<string, string[]> = {
  page: ["-1", "0", "1e12", "NaN", "1.5"],
  perPage: ["-1", "0", "1e6", "1e12", "abc"],
};

const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constant(HUGE),
);
const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e12, -1e12, 0.5, [], {}, [1, 2], { a: 1 }, "", HUGE),
  oddString,
  fc.jsonValue({ maxDepth: 2 }),
);

function operations(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}) {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = op.requestBody?.content?.["application/json"]?.schema ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body,
        admin: path.startsWith("/admin/api/"),
      });
    }
  }
  return ops;
}

/** encodeURIComponent, except that a lone surrogate (which it cannot encode) becomes U+FFFD. */
const enc = (v: string) =>
  encodeURIComponent(
    v.replace(/[\uD800-\uDFFF]/g, (ch, i: number, all: string) =>
      /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(all.slice(i - 1, i + 1)) ||
      /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(all.slice(i, i + 2))
        ? ch
        : "\uFFFD",
    ),
  );

const fillPath = (template: string, value: (name: string) => string) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));

/** A value that fits a JSON schema well enough to get past the first field (so later fields are reached). */
function plausible(s: JsonSchema | undefined): unknown {
  if (!s) return "x";
  if (s.enum?.length) return s.enum[0];
  const opts = s.anyOf ?? s.oneOf;
  if (opts?.length) return plausible(opts[0]);
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  if (t === "object") return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
  if (t === "array") return [plausible(s.items)];
  if (t === "integer" || t === "number") return 1;
  if (t === "boolean") return true;
  return "x";
}

function caseArbitrary(op: Operation): fc.Arbitrary<Case> {
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const props = Object.keys(op.body?.properties ?? {});
  const pathValue = fc.oneof(
    fc.constantFrom(...BAD_ENCODING).map((v) => ({ v, raw: true })),
    oddString.map((v) => ({ v, raw: false })),
    fc.constant({ v: crypto.randomUUID(), raw: false }),
  );
  const pathArb = fc.array(pathValue, { minLength: pathParams.length, maxLength: pathParams.length }).map((vals) => {
    let i = 0;
    return fillPath(op.path, () => {
      const { v, raw } = vals[i++]!;
      return raw ? v : enc(v) || "x";
    });
  });
  const queryValue = fc.oneof(fc.constantFrom(...BAD_ENCODING), oddString.map(enc));
  const queryArb = fc
    .array(
      fc
        .oneof(
          ...(queryParams.length ? [fc.constantFrom(...queryParams.map((p) => p.name))] : []),
          fc.constantFrom("zzUnknown", "page", "perPage", "exclude[]", "p[]"),
        )
        .chain((name) =>
          fc.oneof(fc.constantFrom(...(PAGING[name] ?? ["x"])), queryValue).map((v) => `${enc(name)}=${v}`),
        ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.join("&"));
  const base = plausible(op.body ?? undefined) as Record<string, unknown>;
  const bodyArb: fc.Arbitrary<{ label: string; body?: unknown; raw?: string }> = op.body
    ? fc.oneof(
        fc.constant({ label: "missing fields", body: {} }),
        fc.constant({ label: "unknown field", body: { ...base, zzUnknown: "x" } }),
        wrongValue.map((v) => ({ label: "not an object", body: v })),
        fc.constantFrom("{", "nul\u0000l", "[1,", HUGE).map((raw) => ({ label: "invalid JSON", raw })),
        ...(props.length
          ? [
              fc
                .tuple(fc.constantFrom(...props), wrongValue)
                .map(([k, v]) => ({ label: `wrong ${k}`, body: { ...base, [k]: v } })),
              fc
                .tuple(fc.constantFrom(...props), oddString)
                .map(([k, v]) => ({ label: `odd ${k}`, body: { ...base, [k]: v } })),
              fc
                .record(Object.fromEntries(props.map((k) => [k, wrongValue])), { requiredKeys: [] })
                .map((b) => ({ label: "all wrong", body: b })),
            ]
          : []),
      )
    : fc.constant({ label: "no body" });
  return fc
    .tuple(pathArb, queryArb, bodyArb)
    .map(([path, query, b]) => ({ label: b.label, path, query, body: b.body, raw: b.raw }));
}

/**
 * Cases every operation gets, beside the generated ones: each body field and query parameter with the
 * long sentence that would break LIKE search, a 100 KB string and a NUL; paging at its extremes.
 */
function fixedCases(op: Operation): Case[] {
  const path = fillPath(op.path, () => crypto.randomUUID());
  const base = plausible(op.body ?? undefined) as Record<string, unknown>;
  const cases: Case[] = [];
  for (const v of [ODD_STRINGS[19]!, HUGE, "a\u0000b"]) {
    for (const k of Object.keys(op.body?.properties ?? {}).slice(0, 20)) {
      cases.push({ label: `fixed ${k}`, path, query: "", body: { ...base, [k]: v } });
      // Alone too: other plausible filters could exclude every row before the field is ever evaluated.
      if (v === ODD_STRINGS[19]) cases.push({ label: `only ${k}`, path, query: "", body: { [k]: v } });
    }
    for (const p of op.params.filter((x) => x.in === "query"))
      cases.push({
        label: `fixed ?${p.name}`,
        path,
        query: `${enc(p.name)}=${enc(v)}`,
        body: op.body ? base : undefined,
      });
  }
  if (op.params.some((p) => p.name === "page"))
    for (const [page, perPage] of [
      ["-1", "1e6"],
      ["0", "0"],
      ["1e12", "1"],
      ["1", "1e12"],
    ])
      cases.push({ label: "paging", path, query: `page=${page}&perPage=${perPage}`, body: op.body ? base : undefined });
  return cases;
}

async function send(op: Operation, c: Case, token: string | null) {
  const headers: Record<string, string> = { accept: "application/json", "cf-connecting-ip": freshIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (op.method !== "GET" && op.method !== "DELETE") {
    body = c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
    if (body !== undefined) headers["content-type"] = "application/json";
  }
  const res = await exports.default.fetch(
    new Request(BASE + c.path + (c.query ? `?${c.query}` : ""), {
      method: op.method,
      headers,
      body,
      redirect: "manual",
    }),
  );
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", text };
}

type Finding = { op: string; input: string; status: number; problem: string };

function check(op: Operation, c: Case, res: { status: number; type: string; text: string }): Finding | null {
  const input = JSON.stringify({
    label: c.label,
    path: c.path,
    query: c.query,
    body: c.raw !== undefined ? `raw:${c.raw.slice(0, 60)}` : JSON.stringify(c.body)?.slice(0, 200),
  });
  const where = `${op.method} ${op.path}`;
  if (res.status >= 500) return { op: where, input, status: res.status, problem: `5xx: ${res.text.slice(0, 200)}` };
  if (res.status < 400) return null;
  if (!res.type.includes("application/json"))
    return { op: where, input, status: res.status, problem: `error is not JSON (${res.type})` };
  let json: { status?: unknown; message?: unknown; errors?: unknown };
  try {
    json = JSON.parse(res.text);
  } catch {
    return { op: where, input, status: res.status, problem: "error body is not JSON" };
  }
  const errorsOk =
    json.errors === undefined ||
    (Array.isArray(json.errors) &&
      json.errors.every((e) => typeof e?.field === "string" && typeof e?.message === "string"));
  if (json.status !== res.status || typeof json.message !== "string" || !json.message || !errorsOk)
    return { op: where, input, status: res.status, problem: `not the error envelope: ${res.text.slice(0, 200)}` };
  if (/at .+\.(ts|js):\d+|Failed query|SQLITE|D1_ERROR|expected \w+, received/i.test(res.text))
    return { op: where, input, status: res.status, problem: `leaks internals: ${res.text.slice(0, 200)}` };
  return null;
}

describe("fuzzing every OpenAPI operation", () => {
  // ~350 operations × ~20 inputs: about 60 s on a quiet 2-core machine, three times that when it is shared.
  it("never answers 5xx, and every error is the JSON envelope", { timeout: 360_000 }, async () => {
    const doc = (await call("GET", "/v1/openapi.json")).json;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.some((o) => o.admin)).toBe(true);

    // Something to find: D1 evaluates a LIKE pattern only against rows, so search bugs hide in empty tables.
    const seller = await lister();
    await createListing(seller.token, input(await place(), { mediaTokens: [await upload(seller.token)] }));

    const findings: Finding[] = [];
    const known: Finding[] = [];
    let requests = 0;
    const statuses: Record<number, number> = {};
    for (const [i, op] of ops.entries()) {
      // A fresh caller per operation: a fuzzed logout, password change or account deletion cannot starve the rest.
      const user = op.admin
        ? await makeUser({ accountType: "super_admin", adminAccess: true })
        : await makeUser({ accountType: "brokerage", subAccountType: "broker" });
      const { token } = await signIn(user);
      const samples = [
        ...fc.sample(caseArbitrary(op), { seed: SEED + i, numRuns: RUNS_PER_OPERATION }),
        ...fixedCases(op),
      ];
      for (const [j, c] of samples.entries()) {
        // Every other case also goes without a token: guards must answer before (and as well as) validation.
        for (const t of j % 2 === 0 ? [token, null] : [token]) {
          requests++;
          const res = await send(op, c, t);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const found = check(op, c, res);
          if (!found) continue;
          const k = KNOWN_FAILURES.find((f) => f.op === found.op && f.match(c));
          (k ? known : findings).push(k ? { ...found, problem: `${k.why}: ${found.problem}` } : found);
        }
      }
    }
    const stale = KNOWN_FAILURES.filter((k) => !known.some((f) => f.op === k.op)).map((k) => k.op);
    if (stale.length) console.warn(`[fuzz] known failures that no longer fail (remove them): ${stale.join(", ")}`);
    if (known.length)
      console.warn(
        `[fuzz] ${known.length} known failures (reported, not failed):\n${known.map((f) => `${f.op} ${f.status} ${f.input}`).join("\n")}`,
      );
    console.info(`[fuzz] ${ops.length} operations, ${requests} requests, statuses ${JSON.stringify(statuses)}`);
    expect(requests).toBeGreaterThan(ops.length * RUNS_PER_OPERATION);
    expect(findings, findings.map((f) => `${f.op} → ${f.status} ${f.problem}\n   input ${f.input}`).join("\n")).toEqual(
      [],
    );
  });
});
