import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";

/**
 * Runs a form's request: field errors go beside their fields (through `onFields`), anything else is a
 * toast. Returns the result, or null when it failed.
 */
export async function submitForm<T>(run: () => Promise<T>, onFields: (e: ApiError) => void, setBusy: (b: boolean) => void): Promise<T | null> {
  setBusy(true);
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.errors.length) onFields(err);
    else toast.error(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    return null;
  } finally {
    setBusy(false);
  }
}
