import { exports } from "cloudflare:workers";
import { Validator, type Schema } from "@cfworker/json-schema";

/**
 * Every answer a worker test receives through `call` is checked against /v1/openapi.json (real responses of
 * every operation run against the document): the status must be one
 * the operation declares, and a JSON body must match the schema declared for that status. So the whole
 * suite — every success, refusal and error path the tests reach — is the contract test, with real D1/R2.
 * Paths outside the document (media, webhooks, pages, sandbox checkout) and 5xx (which fail their own
 * test anyway) are not checked. @cfworker/json-schema, because workerd forbids the code generation ajv uses.
 */
type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;
type Doc = { paths: Record<string, Record<string, { responses?: Responses }>>; components?: Record<string, unknown> };
type Route = { method: string; re: RegExp; params: number; template: string; responses: Responses };

const BASE = "http://localhost";
let routes: Promise<{ list: Route[]; components: Record<string, unknown> }> | null = null;
const validators = new Map<string, Validator>();

function load() {
  routes ??= (async () => {
    const res = await exports.default.fetch(
      new Request(`${BASE}/v1/openapi.json`, { headers: { accept: "application/json" } }),
    );
    const doc = (await res.json()) as Doc;
    const list: Route[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const re = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
        list.push({
          method: method.toUpperCase(),
          re,
          params: (template.match(/\{/g) ?? []).length,
          template,
          responses: op.responses ?? {},
        });
      }
    }
    // A literal path wins over a template that also matches it (/v1/x/mine before /v1/x/{id}).
    list.sort((a, b) => a.params - b.params);
    return { list, components: doc.components ?? {} };
  })();
  return routes;
}

/** What is wrong with this answer by the document, or null when it fits (or the path is not documented). */
export async function contractViolation(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
): Promise<string | null> {
  const path = new URL(url, BASE).pathname;
  if (path === "/v1/openapi.json" || status >= 500) return null;
  const { list, components } = await load();
  const route = list.find((r) => r.method === method.toUpperCase() && r.re.test(path));
  if (!route) return null;
  const where = `${method.toUpperCase()} ${route.template} answered ${status}`;
  const declared =
    route.responses[String(status)] ?? route.responses[`${String(status)[0]}XX`] ?? route.responses.default;
  if (!declared)
    return `${where}, which the document does not declare (declared: ${Object.keys(route.responses).join(", ")})`;
  const schema = declared.content?.["application/json"]?.schema;
  if (!schema || !/json/i.test(contentType ?? "")) return null;
  const key = `${method} ${route.template} ${status}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = new Validator({ ...schema, components } as Schema, "2020-12", false);
    validators.set(key, validator);
  }
  const result = validator.validate(body);
  if (result.valid) return null;
  const errors = result.errors
    .filter((e) => e.keyword !== "properties" && e.keyword !== "$ref" && e.keyword !== "anyOf" && e.keyword !== "allOf")
    .slice(0, 4);
  return `${where} with a body that breaks its schema: ${(errors.length ? errors : result.errors.slice(0, 3)).map((e) => `${e.instanceLocation} ${e.error}`).join("; ")}`;
}
