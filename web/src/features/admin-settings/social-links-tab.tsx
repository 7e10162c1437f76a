import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from "@contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { saveSocialLinks, settingsKey, socialLinksQuery } from "./api";
import { useSave } from "./form-state";
import type { QueryData } from "../../lib/query";

type Answer = QueryData<typeof socialLinksQuery>;

function LinksForm({ data }: { data: Answer }) {
  const qc = useQueryClient();
  const [social, setSocial] = useState<Record<SocialNetwork, string>>(Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, data.socialMedia[k] ?? ""])) as Record<SocialNetwork, string>);
  const [contactEmail, setEmail] = useState(data.contactEmail ?? "");
  const [contactPhone, setPhone] = useState(data.contactPhone ?? "");
  const [address, setAddress] = useState(data.address ?? "");
  const save = useSave();
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run(async () => {
          qc.setQueryData(settingsKey("social-links"), await saveSocialLinks({ socialMedia: social, contactEmail, contactPhone, address }));
          await qc.invalidateQueries({ queryKey: ["website-info"] });
        }, "Website information saved.");
      }}
    >
      {SOCIAL_NETWORKS.map((k) => (
        <Field key={k} label={SOCIAL_NETWORK_LABELS[k]} htmlFor={`social-${k}`} error={save.fieldError(`socialMedia.${k}`)}>
          <Input
            type="url"
            inputMode="url"
            placeholder={k === "whatsapp" ? "https://wa.me/234..." : "https://"}
            value={social[k]}
            onChange={(e) => setSocial((v) => ({ ...v, [k]: e.target.value }))}
          />
        </Field>
      ))}
      <Field label="Contact email" htmlFor="contact-email" error={save.fieldError("contactEmail")}>
        <Input type="email" value={contactEmail} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Contact phone" htmlFor="contact-phone" error={save.fieldError("contactPhone")}>
        <Input inputMode="tel" value={contactPhone} onChange={(e) => setPhone(e.target.value)} placeholder="0201 330 9000" />
      </Field>
      <Field label="Office address" htmlFor="contact-address" className="sm:col-span-2" error={save.fieldError("address")}>
        <Input value={address} onChange={(e) => setAddress(e.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.busy}>
          Save website information
        </Button>
      </div>
    </form>
  );
}

/** The website information: the footer shows each network that has a link (and hides the others). */
export function SocialLinksTab() {
  const q = useQuery(socialLinksQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Social links and contact</CardTitle>
        <p className="text-sm text-ink-600">Shown in the website footer and the apps. Leave a box empty to hide that network.</p>
      </CardHeader>
      <CardContent>
        {q.isError ? (
          <p role="alert" className="text-sm text-danger-600">
            The settings could not be loaded.
          </p>
        ) : q.data ? (
          <LinksForm data={q.data} />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
