import { useState } from "react";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";

/** A settings form's submit: busy flag, field errors from the API's 400, a toast either way. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast.success(done);
      return true;
    } catch (e) {
      if (e instanceof ApiError) setError(e);
      toast.error(e instanceof Error ? e.message : "Could not save. Please try again.");
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run, fieldError: (name: string) => error?.field(name) };
}
