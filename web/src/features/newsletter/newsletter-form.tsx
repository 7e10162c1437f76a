import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { TIMERS } from "@contracts/constants";
import { ApiError } from "../../lib/api";
import { client, unwrap } from "../../lib/client";
import { Button } from "../../components/ui/button";

/** SPEC.md §8: 400 → each error as a toast titled Error; success shows for 5 s. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      setInvalid(true);
      toast.error("Error", { description: "Email is required." });
      return;
    }
    setBusy(true);
    try {
      await unwrap(client.POST("/newsletter/subscribers", { body: { email: email.trim() } }), { silent: true });
      toast.success(PAGE_MESSAGES.newsletterSubscribed, { duration: TIMERS.newsletterToastMs });
      setEmail("");
      setInvalid(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.errors.length) {
        setInvalid(true);
        for (const fe of err.errors) toast.error("Error", { description: fe.message });
      } else toast.error("Error", { description: PAGE_MESSAGES.newsletterFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex gap-2" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setInvalid(false);
        }}
        className="h-11 min-w-0 flex-1 rounded-lg border border-ink-600 bg-ink-800 px-3 text-white placeholder:text-ink-400 aria-invalid:border-danger-500"
      />
      <Button type="submit" loading={busy}>
        Subscribe
      </Button>
    </form>
  );
}
