import { useState, type FormEvent } from "react";
import { REPORT_REASONS, type ReportReasonCode } from "@contracts/listing-rules";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { reportProperty } from "./api";

/** The report form in its dialog (loaded when "Report this listing" is first tapped; closing unmounts it). */
export default function ReportForm({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReasonCode | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) {
      setError("Choose a reason.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await reportProperty(propertyId, { reason, details: details.trim() || undefined });
      toast.success(res.message || "Thank you. Our team will review this listing.");
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? (err.field("reason") ?? err.field("details") ?? err.message) : "There was an error while processing your request.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Report this listing" description="Tell us what is wrong. Our team reviews every report." className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset aria-describedby={error ? "report-error" : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink-800">Reason</legend>
            <div className="space-y-1">
              {REPORT_REASONS.map((r) => (
                <label key={r.code} className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm text-ink-800 hover:bg-ink-50">
                  <input
                    type="radio"
                    name="reason"
                    value={r.code}
                    checked={reason === r.code}
                    onChange={() => {
                      setReason(r.code);
                      setError(null);
                    }}
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  />
                  {r.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="report-details" className="text-sm font-medium text-ink-800">
              Details (optional)
            </label>
            <textarea
              id="report-details"
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              maxLength={1000}
              rows={4}
              className="block w-full rounded-lg border border-ink-300 px-3 py-2 text-base text-ink-900 focus-visible:border-brand-500"
              placeholder="What happened? e.g. the agent asked for a fee by bank transfer"
            />
          </div>
          {error && (
            <p id="report-error" role="alert" className="text-sm text-danger-600">
              {error}
            </p>
          )}
          <Button type="submit" loading={busy} className="w-full">
            Send report
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
