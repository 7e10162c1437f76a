import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { PROFILE_MESSAGES, SOCIAL_KEYS, socialLinksSchema, type Profile, type SocialKey } from "@contracts/profile";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { profileQuery, saveProfile } from "./api";

const LABELS: Record<SocialKey, string> = {
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  website: "Website",
};
const PLACEHOLDERS: Record<SocialKey, string> = {
  instagram: "https://instagram.com/yourname",
  twitter: "https://x.com/yourname",
  linkedin: "https://linkedin.com/in/yourname",
  facebook: "https://facebook.com/yourname",
  website: "https://yourcompany.ng",
};

const initial = (p: Profile) =>
  Object.fromEntries(SOCIAL_KEYS.map((k) => [k, p.socialLinks[k] ?? ""])) as Record<SocialKey, string>;

export function SocialCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const form = useZodForm(socialLinksSchema, { defaultValues: initial(profile) });
  const save = useMutation({
    // The form sends what was typed (the server trims and checks the links again).
    mutationFn: () => saveProfile({ socialLinks: form.getValues() }),
    onSuccess: (saved) => {
      qc.setQueryData(profileQuery().queryKey, saved);
      toast.success(PROFILE_MESSAGES.profileSaved);
    },
  });

  async function submit() {
    try {
      await save.mutateAsync();
    } catch (err) {
      // The server names fields "socialLinks.website"; the form knows them as "website".
      if (err instanceof ApiError)
        throw new ApiError(
          err.status,
          err.message,
          err.errors.map((f) => ({ ...f, field: f.field.replace(/^socialLinks\./, "") })),
        );
      throw err;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Social links</CardTitle>
        <p className="text-sm text-ink-600">Shown on your public profile so people can check who they deal with.</p>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} aria-label="Social links" className="grid gap-4 sm:grid-cols-2">
          <FormError className="sm:col-span-2" />
          {SOCIAL_KEYS.map((k) => (
            <FormField key={k} name={k} label={LABELS[k]} id={`social-${k}`}>
              <Input type="url" inputMode="url" placeholder={PLACEHOLDERS[k]} {...form.register(k)} />
            </FormField>
          ))}
          <div className="sm:col-span-2">
            <SubmitButton>Save links</SubmitButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
