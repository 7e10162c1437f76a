import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";

/**
 * A settings section's save, as the options useMutationForm takes: the answer replaces the section in the cache,
 * then a toast. A failure is thrown to the section's <Form>, which puts the API's field errors beside their
 * fields and anything else in its <FormError />.
 */
export function useSettingsSave<B, A>(
  key: QueryKey,
  save: (body: B) => Promise<A>,
  done: string,
  after?: () => Promise<unknown>,
) {
  const qc = useQueryClient();
  return {
    mutationFn: save,
    onSuccess: async (answer: A) => {
      qc.setQueryData(key, answer);
      await after?.();
      toast.success(done);
    },
  };
}

/** Text typed in a number box, for a contract's number rule: "" and words become NaN, which it refuses by name. */
export const typedNumber =
  (scale = 1) =>
  (v: string) =>
    v.trim() === "" ? Number.NaN : Math.round(Number(v.trim()) * scale);
