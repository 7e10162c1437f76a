import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script (also run on its own to list the files)
import { handRolledBusy } from "../../scripts/hand-rolled-forms.mjs";

/**
 * Issue 23 item 7: forms use web/src/components/ui/form.tsx and writes use useMutation. There were 66 hand-kept
 * busy flags before the form layer; none is left (the exemptions in scripts/hand-rolled-forms.mjs name their reason).
 */
const CEILING = 0;

describe("hand-rolled form state in web/src", () => {
  it(`has at most ${CEILING} hand-kept busy flags`, () => {
    const found: { file: string; count: number }[] = handRolledBusy();
    const total = found.reduce((n, f) => n + f.count, 0);
    expect(total, `new hand-kept busy flag: use <Form> + useMutation (components/ui/form.tsx). Files:\n${found.map((f) => `${f.count} ${f.file}`).join("\n")}`).toBeLessThanOrEqual(CEILING);
  });
});
