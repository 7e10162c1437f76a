import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { parseRegNumber, KYC_MESSAGES, type CompanyRegistration } from "@contracts/kyc";
import { MESSAGES } from "@contracts/messages";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Form, FormField, SubmitButton, useZodForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { kycQuery, saveCompanyRegistration } from "./api";

const schema = z.object({ number: z.string().refine((v) => Boolean(parseRegNumber(v)), KYC_MESSAGES.regNumberFormat) });

/** Brokerages and companies: the CAC registration number (RC or BN), checked against the registry. */
export function CompanyCard({ company }: { company: CompanyRegistration }) {
  const qc = useQueryClient();
  const form = useZodForm(schema, { defaultValues: { number: company.number ?? "" } });
  const save = useMutation({
    mutationFn: ({ number }: z.output<typeof schema>) => saveCompanyRegistration(number),
    onSuccess: async (r) => {
      form.reset({ number: r.number });
      toast.success(r.verified ? "Registration number verified" : "Registration number saved", {
        description: r.name ? `Registered as ${r.name}.` : "We could not reach the registry; we will check it later.",
      });
      await qc.invalidateQueries({ queryKey: kycQuery().queryKey });
    },
  });

  async function submit(d: z.output<typeof schema>) {
    try {
      await save.mutateAsync(d);
    } catch (err) {
      // Every failure is about the one field: say it beside it.
      const message = err instanceof ApiError ? (err.field("number") ?? err.message) : MESSAGES.noResponse;
      form.setError("number", { type: "server", message });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Company registration
          {company.number &&
            (company.verified ? (
              <Badge variant="success">Verified</Badge>
            ) : (
              <Badge variant="warning">Not verified yet</Badge>
            ))}
        </CardTitle>
        <p className="text-sm text-ink-600">
          Add your Corporate Affairs Commission number so seekers know they deal with a registered business.
        </p>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField
            name="number"
            label="RC or BN number"
            id="company-reg-number"
            hint="e.g. RC 1234567 or BN 1234567"
            className="flex-1"
          >
            <Input autoComplete="off" maxLength={20} {...form.register("number")} />
          </FormField>
          <SubmitButton className="sm:mt-7">Check and save</SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
