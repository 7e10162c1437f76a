import { Link } from "@tanstack/react-router";
import { NewsletterForm } from "../newsletter/newsletter-form";

const POPULAR = [
  { label: "Flats for rent in Abuja", to: "/properties/rent", search: { state: "federal-capital-territory" } },
  { label: "Houses for sale in Lagos", to: "/properties/sale", search: { state: "lagos" } },
  { label: "Apartments for rent in Lagos", to: "/properties/rent", search: { state: "lagos" } },
  { label: "Short stays in Lagos", to: "/properties/stay", search: { state: "lagos" } },
] as const;

const HELPFUL = [
  { label: "Help & safety", to: "/help" },
  { label: "Privacy policy", to: "/privacy" },
  { label: "Terms of use", to: "/terms" },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="f-popular">
          <h2 id="f-popular" className="text-sm font-semibold text-white">Popular searches</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POPULAR.map((p) => (
              <li key={p.label}><Link to={p.to} search={p.search} className="hover:text-white">{p.label}</Link></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="f-helpful">
          <h2 id="f-helpful" className="text-sm font-semibold text-white">Helpful links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {HELPFUL.map((p) => (
              <li key={p.to}><Link to={p.to} className="hover:text-white">{p.label}</Link></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="f-contact">
          <h2 id="f-contact" className="text-sm font-semibold text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>12 Admiralty Way, Lekki Phase 1, Lagos</p>
            <p><a href="tel:+2342013309000" className="hover:text-white">+234 201 330 9000</a></p>
            <p><a href="mailto:support@propertyng.ng" className="hover:text-white">support@propertyng.ng</a></p>
            <p><a href="https://wa.me/2348000000000" className="hover:text-white" rel="noopener" target="_blank">WhatsApp support</a></p>
          </address>
          <div className="mt-4 flex gap-3" aria-label="Social media">
            <a href="https://instagram.com/propertyng" aria-label="Instagram" className="hover:text-white" rel="noopener" target="_blank">Instagram</a>
            <a href="https://twitter.com/propertyng" aria-label="X (Twitter)" className="hover:text-white" rel="noopener" target="_blank">X</a>
            <a href="https://linkedin.com/company/propertyng" aria-label="LinkedIn" className="hover:text-white" rel="noopener" target="_blank">LinkedIn</a>
          </div>
        </section>
        <section aria-labelledby="f-news">
          <h2 id="f-news" className="text-sm font-semibold text-white">Get new listings by email</h2>
          <p className="mt-3 mb-3 text-sm">Fresh, verified listings and market news. No spam.</p>
          <NewsletterForm />
          <div className="mt-5 flex gap-2 text-xs">
            <a href="https://apps.apple.com/" className="rounded-md border border-ink-600 px-3 py-2 hover:text-white" rel="noopener" target="_blank">App Store</a>
            <a href="https://play.google.com/store" className="rounded-md border border-ink-600 px-3 py-2 hover:text-white" rel="noopener" target="_blank">Google Play</a>
          </div>
        </section>
      </div>
      <p className="border-t border-ink-800 py-5 text-center text-xs">© {new Date().getFullYear()} PropertyNG. All rights reserved.</p>
    </footer>
  );
}
