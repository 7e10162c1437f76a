import { useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  websiteInfoSettings,
  type SocialNetwork,
} from "@contracts/admin-settings";
import { Form, FormError, FormField, SubmitButton, useMutationForm, InputField } from "../../../components/ui/form";
import { Input } from "../../../components/ui/input";
import { saveSocialLinks, settingsKey, socialLinksQuery } from "./api";
import { useSettingsSave } from "./form-state";
import type { QueryData } from "../../../lib/query";
import { SettingsCard } from "../settings-card";

type Answer = QueryData<typeof socialLinksQuery>;

// The contract's own rules, so a bad link is named beside its box before anything is sent. The API takes the
// typed text ("" clears a box), so the form sends what was typed once it passes.
const shape = websiteInfoSettings.shape;
const checked = (rule: z.ZodType) =>
  z.string().superRefine((v, ctx) => {
    const r = rule.safeParse(v);
    if (!r.success) ctx.addIssue({ code: "custom", message: r.error.issues[0]?.message ?? "Check this box." });
  });
const schema = z.object({
  socialMedia: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, checked(shape.socialMedia.shape[k])])) as Record<
      SocialNetwork,
      z.ZodString
    >,
  ),
  contactEmail: checked(shape.contactEmail),
  contactPhone: checked(shape.contactPhone),
  address: checked(shape.address),
});

function LinksForm({ data }: { data: Answer }) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: {
      socialMedia: Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, data.socialMedia[k] ?? ""])) as Record<
        SocialNetwork,
        string
      >,
      contactEmail: data.contactEmail ?? "",
      contactPhone: data.contactPhone ?? "",
      address: data.address ?? "",
    },
    ...useSettingsSave(settingsKey("social-links"), saveSocialLinks, "Website information saved.", () =>
      qc.invalidateQueries({ queryKey: ["website-info"] }),
    ),
  });
  return (
    <Form {...formProps} className="grid gap-4 sm:grid-cols-2">
      {SOCIAL_NETWORKS.map((k) => (
        <FormField key={k} name={`socialMedia.${k}`} label={SOCIAL_NETWORK_LABELS[k]} id={`social-${k}`}>
          <Input
            type="url"
            inputMode="url"
            placeholder={k === "whatsapp" ? "https://wa.me/234..." : "https://"}
            {...form.register(`socialMedia.${k}`)}
          />
        </FormField>
      ))}
      <InputField name="contactEmail" label="Contact email" id="contact-email" type="email" />
      <FormField name="contactPhone" label="Contact phone" id="contact-phone">
        <Input inputMode="tel" placeholder="0201 330 9000" {...form.register("contactPhone")} />
      </FormField>
      <InputField name="address" label="Office address" id="contact-address" className="sm:col-span-2" />
      <FormError className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton>Save website information</SubmitButton>
      </div>
    </Form>
  );
}

/** The website information: the footer shows each network that has a link (and hides the others). */
export function SocialLinksTab() {
  const q = useQuery(socialLinksQuery());
  return (
    <SettingsCard
      title="Social links and contact"
      description="Shown in the website footer and the apps. Leave a box empty to hide that network."
      query={q}
      pendingHeight="h-64"
    >
      {(d) => <LinksForm data={d} />}
    </SettingsCard>
  );
}
