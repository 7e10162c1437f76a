import type { categoriesQuery } from "./api";
import { SelectOptions } from "../../components/ui/input";

type Categories = Awaited<ReturnType<ReturnType<typeof categoriesQuery>["queryFn"]>>;

/**
 * The property types of a type select, grouped by category. `wholeCategory` puts "All <category>" (value
 * `c<category id>`) at the top of each group, for the search filters that can search a whole category.
 */
export function TypeOptions({
  categories,
  wholeCategory = false,
}: {
  categories: Categories | undefined;
  wholeCategory?: boolean;
}) {
  return categories?.map((c) => (
    <optgroup key={c.id} label={c.title}>
      {wholeCategory && <option value={`c${c.id}`}>All {c.title.toLowerCase()}</option>}
      <SelectOptions items={c.types} label={(t) => t.title} />
    </optgroup>
  ));
}
