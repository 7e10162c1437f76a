import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from "@contracts/social-networks";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { websiteInfoQuery } from "./website-info";
import { DataSaverSwitch } from "../pwa/data-saver-switch";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { toast } from "../../lib/toast";

const POPULAR = [
  { label: "Flats for rent in Abuja", to: "/properties/rent", search: { state: "federal-capital-territory" } },
  { label: "Houses for sale in Lagos", to: "/properties/sale", search: { state: "lagos" } },
  { label: "Apartments for rent in Lagos", to: "/properties/rent", search: { state: "lagos" } },
  { label: "Short stays in Lagos", to: "/properties/stay", search: { state: "lagos" } },
] as const;

const HELPFUL = [
  { label: "About us", to: "/about" },
  { label: "Contact us", to: "/contact" },
  { label: "Sell or let with us", to: "/sell" },
  { label: "News & Insight", to: "/news" },
  { label: "Property prices by area", to: "/prices" },
  { label: "All properties", to: "/properties" },
  { label: "Advertise: banner sizes", to: "/banner-examples" },
  { label: "Help & safety", to: "/help" },
  { label: "Privacy policy", to: "/privacy" },
  { label: "Terms of use", to: "/terms" },
  { label: "Cookies", to: "/cookie-acceptance" },
] as const;

/**
 * Contact details and social links from the website information (admin Settings › Social links): a network
 * without a link is not shown, so the footer never has a dead link. Fetched in the browser (below the fold).
 */
function Contact() {
  const { data } = useQuery(websiteInfoQuery());
  if (!data) return <div className="mt-3 min-h-24" />;
  const { contact, social_media: social } = data;
  const networks = SOCIAL_NETWORKS.filter((k) => social[k]);
  return (
    <>
      <address className="mt-3 space-y-2 text-sm not-italic">
        {contact.address && <p>{contact.address}</p>}
        {contact.phone && (
          <p>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="hover:text-white">
              {contact.phone}
            </a>
          </p>
        )}
        {contact.email && (
          <p>
            <a href={`mailto:${contact.email}`} className="hover:text-white">
              {contact.email}
            </a>
          </p>
        )}
      </address>
      {networks.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label="Social media">
          {networks.map((k) => (
            <li key={k}>
              <a href={social[k]!} className="hover:text-white" rel="noopener noreferrer" target="_blank">
                {SOCIAL_NETWORK_LABELS[k]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A column of the footer under its heading, named by it for screen readers. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn id="f-popular" title="Popular searches">
          <ul className="mt-3 space-y-2 text-sm">
            {POPULAR.map((p) => (
              <li key={p.label}>
                <Link to={p.to} search={p.search} className="hover:text-white">
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="f-helpful" title="Helpful links">
          <ul className="mt-3 space-y-2 text-sm">
            {HELPFUL.map((p) => (
              <li key={p.to}>
                <Link to={p.to} className="hover:text-white">
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="f-contact" title="Contact">
          <Contact />
        </FooterColumn>
        <FooterColumn id="f-news" title="Get new listings by email">
          <p className="mt-3 mb-3 text-sm">Fresh, verified listings and market news. No spam.</p>
          <NewsletterForm />
          {/* The store apps are not published yet: say so (SPEC §8's info toast) rather than open a store's front page. */}
          <div className="mt-5 flex gap-2 text-xs">
            {["App Store", "Google Play"].map((store) => (
              <button
                key={store}
                type="button"
                onClick={() => toast(PAGE_MESSAGES.comingSoon, { description: `PropertyNG on ${store}` })}
                className="rounded-md border border-ink-600 px-3 py-2 hover:text-white"
              >
                {store}
              </button>
            ))}
          </div>
        </FooterColumn>
      </div>
      <div className="mx-auto flex max-w-7xl justify-center px-4 pb-5">
        <DataSaverSwitch />
      </div>
      <p className="border-t border-ink-800 py-5 text-center text-xs">
        © {new Date().getFullYear()} PropertyNG. All rights reserved.
      </p>
    </footer>
  );
}
