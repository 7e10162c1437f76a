import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { PROFILE_MESSAGES, SOCIAL_KEYS, socialLinksSchema, type Profile, type SocialKey } from "@contracts/profile";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { useForm } from "../../lib/use-form";
import { saveProfile } from "./api";
import { submitForm } from "./submit";

const LABELS: Record<SocialKey, string> = { instagram: "Instagram", twitter: "X (Twitter)", linkedin: "LinkedIn", facebook: "Facebook", website: "Website" };
const PLACEHOLDERS: Record<SocialKey, string> = {
  instagram: "https://instagram.com/yourname",
  twitter: "https://x.com/yourname",
  linkedin: "https://linkedin.com/in/yourname",
  facebook: "https://facebook.com/yourname",
  website: "https://yourcompany.ng",
};

const initial = (p: Profile) => Object.fromEntries(SOCIAL_KEYS.map((k) => [k, p.socialLinks[k] ?? ""])) as Record<SocialKey, string>;

export function SocialCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm(socialLinksSchema, initial(profile));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validate()) return;
    // The server names fields "socialLinks.website"; the form knows them as "website".
    const onFields = (err: ApiError) =>
      form.applyServerErrors(
        new ApiError(
          err.status,
          err.message,
          err.errors.map((f) => ({ ...f, field: f.field.replace(/^socialLinks\./, "") })),
        ),
      );
    const saved = await submitForm(() => saveProfile({ socialLinks: form.values }), onFields, setBusy);
    if (!saved) return;
    qc.setQueryData(["profile"], saved);
    toast.success(PROFILE_MESSAGES.profileSaved);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Social links</CardTitle>
        <p className="text-sm text-ink-600">Shown on your public profile so people can check who they deal with.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Social links" className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_KEYS.map((k) => (
            <Field key={k} label={LABELS[k]} htmlFor={`social-${k}`} error={form.error(k)}>
              <Input type="url" inputMode="url" placeholder={PLACEHOLDERS[k]} value={form.values[k] ?? ""} onChange={(e) => form.set(k, e.target.value)} />
            </Field>
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" loading={busy}>
              Save links
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
