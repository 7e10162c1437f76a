import { lazy, Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button, type ButtonSize } from "../../components/ui/button";
import { signedInOrAsk, useUser } from "../auth/session";
import { usePendingIntent } from "../auth/return-to";
import type { SearchType } from "../listings/api";
import type { ListingsSearch } from "../listings/search-params";
import { notOnServer } from "../../lib/client-only";

// The dialog (Radix, the form) loads when first wanted, not while the results page hydrates.
const loadDialog = () => (__WORKER_BUNDLE__ ? notOnServer() : import("./save-search-dialog"));
const SaveSearchDialog = lazy(loadDialog);

/** "Save search" on the properties pages: keeps the current filters under a name, with daily email alerts. */
export function SaveSearchButton({
  type,
  search,
  defaultName,
  size,
  className,
}: {
  type: SearchType;
  search: ListingsSearch;
  defaultName: string;
  size?: ButtonSize;
  className?: string;
}) {
  const user = useUser();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const queryClient = useQueryClient();
  // Back from the sign-in this button asked for: the search is saved (unwrap shows a failure's toast).
  usePendingIntent("save-search", !!user, () => {
    void loadDialog()
      .then((m) => m.saveSearchNow(queryClient, type, search, defaultName))
      .catch(() => undefined);
  });

  return (
    <>
      <Button
        variant="outline"
        size={size}
        className={className}
        onPointerEnter={() => user && void loadDialog()}
        onClick={() => {
          if (!signedInOrAsk(undefined, "save-search")) return;
          setUsed(true);
          setOpen(true);
        }}
      >
        Save search
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} type={type} search={search} defaultName={defaultName} />
        </Suspense>
      )}
    </>
  );
}
