// Forms go through web/src/components/ui/form.tsx (react-hook-form + the zod resolver) and writes
// through useMutation. This counts what is still kept by hand, so the numbers can only go down (the ceilings in
// test/lint/hand-rolled-forms.test.ts are lowered whenever a form is converted):
// - a busy flag kept by hand (`const [busy, setBusy] = useState(false)` and its cousins);
// - validation kept by hand: error state in useState (`const [errors, setErrors] = useState({})`,
//   `[missing, setMissing]`, `[error, setError]`, `[linkError, …]`, `[invalid, …]`, `[problem, …]`), or a server answer's field errors
//   picked out one by one (`err.errors.find((e) => e.field === …)`) instead of <Form> putting them beside the fields.
// `node scripts/hand-rolled-forms.mjs` prints the counts and the files.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../web/src", import.meta.url));
/**
 * Forms that keep their state by hand on purpose, with the reason. The sign-in form is the whole of /login's
 * JavaScript beyond the entry: it checks its two fields without zod or the form library (15 KB gzip), which keeps
 * /login's blocking time low on a phone.
 */
export const EXEMPT = {
  "features/auth/login-form.tsx": "the sign-in page loads neither zod nor react-hook-form",
  // useMutation (with its MutationObserver) is ~1 KB gzip that no other code on the home page loads: in the footer
  // it lands in the entry of every page, on a listing card in the home's featured section; the home's initial
  // JavaScript is at its 170 KB budget (e2e/shell.spec.ts).
  "features/newsletter/newsletter-form.tsx":
    "in every public page's footer: useMutation would add ~1 KB gzip to the entry (home JS budget)",
  "features/listings/favorite-button.tsx":
    "on the home page's listing cards: useMutation would add ~1 KB gzip to the home's initial JS (budget)",
};

const BUSY =
  /const \[(busy|submitting|saving|sending|posting|pending|working)\w*, set\w+\] = useState(?:<boolean>)?\(false\)/gi;
/** Error state kept by hand, or an API answer's field errors matched by hand. */
const VALIDATION = [
  /const \[(\w*errors?|\w*missing\w*|invalid\w*|problems?|server(?:errors?)?), set\w+\] = useState\b/gi,
  /\.errors\??\.find\(\(\w+\) => \w+\.field ===/g,
];
/**
 * Files whose hand-kept validation is the form layer itself, with the reason: they are not forms to convert.
 */
export const VALIDATION_EXEMPT = {
  "lib/use-form.ts": "the light form layer of /register and reset password (zod without react-hook-form)",
  "lib/api.ts": "ApiError.field(name): the lookup the form layer uses",
};

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".gen.ts") ? [p] : [];
  });
}

function count(root, patterns, exempt) {
  const out = [];
  for (const f of files(root)) {
    const text = readFileSync(f, "utf8");
    const n = patterns.reduce((sum, re) => sum + (text.match(re)?.length ?? 0), 0);
    const file = path.relative(root, f);
    if (n && !(file in exempt)) out.push({ file, count: n });
  }
  return out.sort((a, b) => b.count - a.count || a.file.localeCompare(b.file));
}

/** Each file with hand-kept busy flags, and how many. */
export const handRolledBusy = (root = ROOT) => count(root, [BUSY], EXEMPT);
/** Each file with hand-kept validation (error state in useState, server field errors matched by hand), and how many. */
export const handRolledValidation = (root = ROOT) => count(root, VALIDATION, { ...EXEMPT, ...VALIDATION_EXEMPT });

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [what, found] of [
    ["hand-kept busy flags", handRolledBusy()],
    ["hand-kept validations (error state or server field errors matched by hand)", handRolledValidation()],
  ]) {
    for (const { file, count } of found) console.log(`${String(count).padStart(2)} ${file}`);
    console.log(`${found.reduce((n, f) => n + f.count, 0)} ${what} in ${found.length} files (web/src)\n`);
  }
}
