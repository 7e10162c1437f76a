import { useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { DialogStateProps } from "../../components/ui/dialog";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormError, SubmitButton, useMutationForm, InputField } from "../../components/ui/form";
import { toast } from "../../lib/toast";
import type { SearchType } from "../listings/api";
import type { ListingsSearch } from "../listings/search-params";
import { saveSearch, savedSearchesQuery } from "./api";
import { LISTING_TYPE_OF, toApiFilter } from "./filters";

const body = (type: SearchType, search: ListingsSearch, name: string) => ({
  name,
  listingType: LISTING_TYPE_OF[type],
  filter: toApiFilter(search),
  sortBy: search.sort ?? null,
  alerts: true,
});

/**
 * A visitor pressed Save search and signed in to do it: the search is saved under its own name, at once (renamed
 * any time in Saved searches), rather than asking them to press Save search a second time.
 */
export async function saveSearchNow(queryClient: QueryClient, type: SearchType, search: ListingsSearch, name: string) {
  await saveSearch(body(type, search, name));
  void queryClient.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
  toast.success(`Search saved as “${name}”. We'll email you new matches daily.`);
}

const nameSchema = z.object({ name: z.string().trim().min(1, "Give the search a name.").max(80) });

/** The "Save this search" dialog: a chunk of its own, loaded when a signed-in visitor first presses Save search. */
export default function SaveSearchDialog({
  open,
  onOpenChange,
  type,
  search,
  defaultName,
}: DialogStateProps & { type: SearchType; search: ListingsSearch; defaultName: string }) {
  const queryClient = useQueryClient();
  const { form, formProps } = useMutationForm(nameSchema, {
    defaultValues: { name: defaultName },
    mutationFn: ({ name }) => saveSearch(body(type, search, name)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
      onOpenChange(false);
      toast.success("Search saved. We'll email you new matches daily.");
    },
    fallback: "Could not save the search. Try again.",
  });
  // Each opening starts from the search's own name.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) form.reset({ name: defaultName });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save this search"
      description="We'll email you when new listings match, once a day. Unsubscribe any time."
      {...formProps}
    >
      <FormError />
      <InputField name="name" label="Name" id="saved-search-name" maxLength={80} required />
      <SubmitButton>Save search</SubmitButton>
    </FormDialog>
  );
}
