import { Button, type ButtonProps } from "./button";

/** The parts of a TanStack mutation the button reads (a `useMutation` result fits). */
type RowMutation<V> = { isPending: boolean; variables: V | undefined; mutate: (variables: V) => void };

/**
 * A button that runs `mutation` for one row of a list (`variables`, usually its id): only the button of the row
 * on its way spins, the others stay as they are.
 */
export function MutationButton<V>({
  mutation,
  variables,
  ...props
}: Omit<ButtonProps, "loading" | "onClick"> & { mutation: RowMutation<V>; variables: V }) {
  return (
    <Button
      {...props}
      loading={mutation.isPending && mutation.variables === variables}
      onClick={() => mutation.mutate(variables)}
    />
  );
}
