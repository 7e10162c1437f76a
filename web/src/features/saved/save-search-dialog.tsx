import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import type { SearchType } from "../listings/api";
import type { ListingsSearch } from "../listings/search-params";
import { saveSearch } from "./api";
import { LISTING_TYPE_OF, toApiFilter } from "./filters";

/** The "Save this search" dialog: a chunk of its own, loaded when a signed-in visitor first presses Save search. */
export default function SaveSearchDialog({
  open,
  onOpenChange,
  type,
  search,
  defaultName,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  type: SearchType;
  search: ListingsSearch;
  defaultName: string;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts from the search's own name.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(defaultName);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveSearch({ name, listingType: LISTING_TYPE_OF[type], filter: toApiFilter(search), sortBy: search.sort ?? null, alerts: true });
      void queryClient.invalidateQueries({ queryKey: ["saved-searches"] });
      onOpenChange(false);
      toast.success("Search saved. We'll email you new matches daily.");
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Could not save the search. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Save this search" description="We'll email you when new listings match, once a day. Unsubscribe any time.">
        <form onSubmit={submit} className="space-y-4">
          <Field label="Name" htmlFor="saved-search-name" error={error}>
            <Input id="saved-search-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
          </Field>
          <Button type="submit" loading={busy}>
            Save search
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
