import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactInput } from "@contracts/contact";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field, Input, NativeSelect, Textarea, ValueOptions } from "../../components/ui/input";
import { client, unwrap } from "../../lib/client";
import { useForm } from "../../lib/use-form";
import { websiteInfoQuery } from "../layout/website-info";

/** /contact: the form (to the back office's inbox and the site's contact address) and the contact details. */
export function ContactPage() {
  const form = useForm(contactInput, { name: "", email: "", phone: "", topic: "general", message: "", website: "" });
  const [sent, setSent] = useState<string | null>(null);
  const info = useQuery(websiteInfoQuery());
  const submit = form.handleSubmit(async (data) => {
    const answer = await unwrap(
      client.POST("/v1/contact", {
        body: { ...data, phone: data.phone || undefined, website: data.website || undefined },
      }),
      { silent: true },
    );
    setSent(answer.message);
    // A fresh form, not the sent one emptied: an empty required field must not say "required" under "Message sent".
    form.reset();
  });
  const contact = info.data?.contact;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
      <div>
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Contact us</h1>
        <p className="mt-2 max-w-xl text-ink-600">
          Questions about a listing, a payment or selling with us: write and a person on our team replies by email
          within one working day.
        </p>
        {sent && (
          <Alert variant="success" title="Message sent" className="mt-6">
            {sent}
          </Alert>
        )}
        {form.failure && (
          <Alert variant="danger" title="Not sent" className="mt-6">
            {form.failure}
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="mt-6 grid max-w-xl gap-4" aria-label="Contact form">
          <Field label="Your name" htmlFor="contact-name" error={form.error("name")}>
            <Input autoComplete="name" {...form.bind("name")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Email" htmlFor="contact-email" error={form.error("email")}>
              <Input type="email" inputMode="email" autoComplete="email" {...form.bind("email")} />
            </Field>
            <Field label="Phone (optional)" htmlFor="contact-phone" error={form.error("phone")}>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="0803 123 4567"
                {...form.bind("phone")}
              />
            </Field>
          </div>
          <Field label="What is it about?" htmlFor="contact-topic" error={form.error("topic")}>
            <NativeSelect
              id="contact-topic"
              value={form.values.topic}
              onChange={(e) => form.set("topic", e.target.value as (typeof CONTACT_TOPICS)[number])}
            >
              <ValueOptions values={CONTACT_TOPICS} label={(t) => CONTACT_TOPIC_LABELS[t]} />
            </NativeSelect>
          </Field>
          <Field label="Your message" htmlFor="contact-message" error={form.error("message")}>
            <Textarea id="contact-message" rows={6} {...form.bind("message")} />
          </Field>
          {/* The spam trap: out of sight and out of the accessibility tree; people leave it empty, bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">Website</label>
            <input
              id="contact-website"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website ?? ""}
              onChange={(e) => form.setValues({ ...form.values, website: e.target.value })}
            />
          </div>
          <div>
            <Button type="submit" loading={form.busy}>
              Send message
            </Button>
          </div>
        </form>
      </div>
      <aside aria-labelledby="contact-details" className="h-fit rounded-xl border border-ink-200 bg-white p-5">
        <h2 id="contact-details" className="font-semibold text-ink-900">
          Other ways to reach us
        </h2>
        <address className="mt-3 min-h-20 space-y-2 text-sm text-ink-700 not-italic">
          {contact?.email && (
            <p>
              Email:{" "}
              <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          )}
          {contact?.phone && (
            <p>
              Phone:{" "}
              <a className="text-brand-700 underline" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                {contact.phone}
              </a>
            </p>
          )}
          {contact?.address && <p>{contact.address}</p>}
        </address>
        <p className="mt-4 text-sm text-ink-600">
          Never pay an inspection fee or deposit outside PropertyNG. If someone asks you to, tell us.
        </p>
      </aside>
    </div>
  );
}
