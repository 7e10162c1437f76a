import { z } from "zod";
import { formatNaira } from "../../lib/format";
import { nairaToKobo } from "../listing-editor/money";

/**
 * A naira amount as a person types it ("50,000", "₦ 1500.50") parsed to integer kobo, within limits. The
 * first limit broken gives the message, so a form says one thing at a time.
 */
export function nairaAmount(limits: { min: number; minMessage: string; max?: number; maxMessage?: string }) {
  return z.string().transform((s, ctx) => {
    const kobo = nairaToKobo(s);
    const problem =
      kobo === null || Number.isNaN(kobo)
        ? "Enter an amount in naira."
        : kobo < limits.min
          ? limits.minMessage
          : limits.max !== undefined && kobo > limits.max
            ? limits.maxMessage
            : null;
    if (problem || kobo === null) {
      ctx.addIssue({ code: "custom", message: problem ?? "Enter an amount in naira." });
      return z.NEVER;
    }
    return kobo;
  });
}

/** The kobo a typed amount stands for when it passes `schema` (for a button that reads "Pay ₦50,000"). */
export function validKobo(schema: z.ZodType<number, string>, typed: string): number | null {
  const r = schema.safeParse(typed);
  return r.success ? r.data : null;
}

export const atLeast = (kobo: number, verb: string) => `${verb} at least ${formatNaira(kobo)}.`;
