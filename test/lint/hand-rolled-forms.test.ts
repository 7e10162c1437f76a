import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script (also run on its own to list the files)
import { handRolledBusy, handRolledValidation } from "../../scripts/hand-rolled-forms.mjs";

/**
 * Forms use web/src/components/ui/form.tsx and writes use useMutation. No busy flag is kept by hand (the
 * exemptions in scripts/hand-rolled-forms.mjs name their reason).
 */
const CEILING = 0;
/**
 * Validation kept by hand (error state in useState, an API answer's field errors matched one by one): the ceiling
 * is what is left, and can only go down. Lower it when a form is converted.
 */
const VALIDATION_CEILING = 6;

type Found = { file: string; count: number }[];
const total = (found: Found) => found.reduce((n, f) => n + f.count, 0);
const list = (found: Found) => found.map((f) => `${f.count} ${f.file}`).join("\n");

describe("hand-rolled form state in web/src", () => {
  it(`has at most ${CEILING} hand-kept busy flags`, () => {
    const found: Found = handRolledBusy();
    expect(
      total(found),
      `new hand-kept busy flag: use <Form> + useMutation (components/ui/form.tsx). Files:\n${list(found)}`,
    ).toBeLessThanOrEqual(CEILING);
  });

  it(`has at most ${VALIDATION_CEILING} hand-kept validations`, () => {
    const found: Found = handRolledValidation();
    expect(
      total(found),
      `new hand-kept validation: check fields with the contract's zod schema through <Form>/useZodForm, and let <Form> put the API's 400 field errors beside the fields (components/ui/form.tsx). Files:\n${list(found)}`,
    ).toBeLessThanOrEqual(VALIDATION_CEILING);
  });
});
