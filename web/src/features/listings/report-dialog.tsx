import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { notOnServer } from "../../lib/client-only";

// The dialog (Radix, the form, the toaster) is not part of the listing page's first load: it loads on the first tap.
const ReportForm = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./report-form")));

/** Anyone can report; reports go to the admin moderation queue. */
export function ReportDialog({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="w-full text-danger-700" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Report this listing
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportForm propertyId={propertyId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
