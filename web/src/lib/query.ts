/**
 * Query factories: each feature's `api.ts` exports `xQuery = (args) => queryOptions({ queryKey, queryFn })`.
 * The key is then typed with its data, so `qc.getQueryData(walletQuery().queryKey)` and
 * `qc.setQueryData(profileQuery().queryKey, saved)` are checked, and invalidations name the factory's key
 * (`qc.invalidateQueries({ queryKey: walletQuery().queryKey })` covers every `["wallet", …]` query) instead of
 * repeating string arrays.
 */

/** The data a query factory's queryFn answers: `QueryData<typeof walletQuery>`. */
export type QueryData<F extends (...args: never[]) => { queryFn?: unknown }> = Awaited<
  ReturnType<Extract<ReturnType<F>["queryFn"], (...args: never[]) => unknown>>
>;
