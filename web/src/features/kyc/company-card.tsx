import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { parseRegNumber, KYC_MESSAGES, type CompanyRegistration } from "@contracts/kyc";
import { MESSAGES } from "@contracts/messages";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { saveCompanyRegistration } from "./api";

/** Brokerages and companies: the CAC registration number (RC or BN), checked against the registry. */
export function CompanyCard({ company }: { company: CompanyRegistration }) {
  const qc = useQueryClient();
  const [number, setNumber] = useState(company.number ?? "");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!parseRegNumber(number)) return setError(KYC_MESSAGES.regNumberFormat);
    setBusy(true);
    try {
      const r = await saveCompanyRegistration(number);
      setNumber(r.number);
      toast.success(r.verified ? "Registration number verified" : "Registration number saved", {
        description: r.name ? `Registered as ${r.name}.` : "We could not reach the registry; we will check it later.",
      });
      await qc.invalidateQueries({ queryKey: ["kyc"] });
    } catch (err) {
      const msg = err instanceof ApiError ? (err.field("number") ?? err.message) : MESSAGES.noResponse;
      setError(msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Company registration
          {company.number && (company.verified ? <Badge variant="success">Verified</Badge> : <Badge variant="warning">Not verified yet</Badge>)}
        </CardTitle>
        <p className="text-sm text-ink-600">Add your Corporate Affairs Commission number so seekers know they deal with a registered business.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label="RC or BN number" htmlFor="company-reg-number" error={error} hint="e.g. RC 1234567 or BN 1234567" className="flex-1">
            <Input
              value={number}
              onChange={(e) => {
                setNumber(e.target.value);
                setError(undefined);
              }}
              autoComplete="off"
              maxLength={20}
            />
          </Field>
          <Button type="submit" loading={busy} className="sm:mt-7">
            Check and save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
