import { useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { EXPERIENCE_BANDS, MAX_COMPANY_NAME, ONBOARDING_MESSAGES, SPECIALIZATIONS } from "@contracts/onboarding";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { errorMessage, Form, FormError, FormField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { Input, NativeSelect, ValueOptions, ErrorText } from "../../components/ui/input";
import { QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { client, unwrap } from "../../lib/client";
import { toast } from "../../lib/toast";
import { statesQuery } from "../locations/queries";

type Prefs = Awaited<ReturnType<typeof load>>;
const load = () => unwrap(client.GET("/v1/secure/user/broker-preferences"), { silent: true });
const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

// The API's rules (BrokerPreferencesInput): at least one state; the rest may be left unsaid.
const schema = z.object({
  listingStates: z.array(z.number()).min(1, ONBOARDING_MESSAGES.listingStatesRequired),
  companyName: z
    .string()
    .trim()
    .max(MAX_COMPANY_NAME, `Up to ${MAX_COMPANY_NAME} characters.`)
    .transform((v) => v || null),
  experience: z.union([z.enum(EXPERIENCE_BANDS), z.literal("")]).transform((v) => v || null),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
});

function PreferencesForm({ initial }: { initial: Prefs }) {
  const qc = useQueryClient();
  const states = useQuery(statesQuery());
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: { ...initial, companyName: initial.companyName ?? "", experience: initial.experience ?? "" },
    mutationFn: (body) => unwrap(client.PUT("/v1/secure/user/broker-preferences", { body }), { silent: true }),
    onSuccess: (saved) => {
      qc.setQueryData(["broker-preferences"], saved);
      toast.success("Your preferences were saved.");
    },
    fallback: "Failed to save your preferences. Please try again.",
  });
  const [listingStates, specializations] = form.watch(["listingStates", "specializations"]);
  const statesError = errorMessage(form.formState.errors, "listingStates");
  const flip = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <Form {...formProps} className="space-y-4">
      <fieldset aria-describedby={statesError ? "bp-states-error" : undefined}>
        <legend className="text-sm font-medium text-ink-800">States where you list properties</legend>
        <div className="mt-2 grid max-h-48 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-ink-200 p-2 sm:grid-cols-3">
          {states.data?.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                checked={listingStates.includes(s.id)}
                onChange={() =>
                  form.setValue("listingStates", flip(listingStates, s.id), {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              />{" "}
              {s.name}
            </label>
          ))}
        </div>
        <ErrorText id="bp-states-error" className="mt-1">
          {statesError}
        </ErrorText>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="companyName" label="Company you work with" id="bp-company">
          <Input maxLength={MAX_COMPANY_NAME} {...form.register("companyName")} />
        </FormField>
        <FormField name="experience" label="Years of experience" id="bp-experience">
          <NativeSelect {...form.register("experience")}>
            <ValueOptions none="Not said" values={EXPERIENCE_BANDS} label={(b) => `${b} years`} />
          </NativeSelect>
        </FormField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Specializations</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {SPECIALIZATIONS.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                checked={specializations.includes(s)}
                onChange={() => form.setValue("specializations", flip(specializations, s))}
              />{" "}
              {label(s)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError />
      <div className="flex justify-end">
        <SubmitButton>Save preferences</SubmitButton>
      </div>
    </Form>
  );
}

/** Brokerage and company accounts: onboarding's listing states and step-3 answers (GET/PUT /v1/secure/user/broker-preferences). */
export function BrokerPreferencesCard() {
  const q = useQuery({ queryKey: ["broker-preferences"] as const, queryFn: load });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Broker preferences</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          errorTitle="Your preferences could not be loaded."
          label="Loading your preferences"
          pending={<Skeleton className="h-48" />}
        >
          {(data) => <PreferencesForm initial={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
