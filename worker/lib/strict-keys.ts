/**
 * Unknown keys in a request body, found by walking the body beside its zod schema. Requests are strict
 * (DESIGN.md): a key the schema does not name is a 400 naming it, never silently dropped. Walking (rather
 * than rebuilding every schema with z.strictObject) keeps each contract's own refinements, messages and
 * OpenAPI metadata untouched, and reaches nested objects, arrays and unions. Objects that declare a
 * catch-all (z.looseObject, z.record-like) accept any key.
 */
type Def = {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: { _zod: { def: Def } };
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
};

const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def?: Def } } | null)?._zod?.def ?? null;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The object schemas a value may be checked against (unwrapping optional, default, pipe, union, ...). */
function objectShapes(schema: unknown, depth = 0): Def[] | "any" {
  const def = defOf(schema);
  if (!def || depth > 20) return "any";
  switch (def.type) {
    case "object":
      return def.catchall && defOf(def.catchall)?.type !== "never" ? "any" : [def];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
    case "success":
      return objectShapes(def.innerType, depth + 1);
    case "pipe":
      return objectShapes(def.in, depth + 1);
    case "lazy":
      return objectShapes(def.getter?.(), depth + 1);
    case "union": {
      const all: Def[] = [];
      for (const o of def.options ?? []) {
        const s = objectShapes(o, depth + 1);
        if (s === "any") return "any";
        all.push(...s);
      }
      return all;
    }
    case "intersection": {
      const l = objectShapes(def.left, depth + 1);
      const r = objectShapes(def.right, depth + 1);
      if (l === "any" || r === "any") return "any";
      // Keys of both sides are known on each side of an intersection.
      const shape = Object.assign({}, ...[...l, ...r].map((d) => d.shape));
      return [{ type: "object", shape }];
    }
    default:
      return "any";
  }
}

function arrayElement(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 20) return null;
  if (def.type === "array") return def.element;
  if (["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type))
    return arrayElement(def.innerType, depth + 1);
  if (def.type === "pipe") return arrayElement(def.in, depth + 1);
  return null;
}

export function unknownKeys(schema: unknown, value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (out.length >= 20) return out;
  if (Array.isArray(value)) {
    const el = arrayElement(schema);
    if (el) value.slice(0, 200).forEach((v, i) => unknownKeys(el, v, [...path, String(i)], out));
    return out;
  }
  if (!isPlainObject(value)) return out;
  const shapes = objectShapes(schema);
  if (shapes === "any" || shapes.length === 0) return out;
  for (const [key, v] of Object.entries(value)) {
    const owners = shapes.filter((d) => d.shape && Object.hasOwn(d.shape, key));
    if (!owners.length) out.push([...path, key].join("."));
    else if (owners.length === 1) unknownKeys(owners[0]!.shape![key], v, [...path, key], out);
  }
  return out;
}
