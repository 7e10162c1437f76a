import { hashPassword, insert } from "./sql.mjs";
import { DEMO_PASSWORD } from "./users.mjs";
import { LARGE_WIDTH, ORIGINAL } from "./pictures.mjs";

const terms = `<h2>Terms of use</h2><p>PropertyNG connects people looking for homes, land and short stays in Nigeria with verified brokerages, companies and developers.</p><h3>Listings</h3><p>Listers must only publish properties they are authorised to let or sell, with true prices, fees and title documents. Listings not confirmed as available for 30 days are hidden from search.</p><h3>Payments</h3><p>Inspection fees and bookings paid on PropertyNG are held in escrow until the inspection or stay happens. Never pay an inspection fee or deposit outside the platform.</p><h3>Reports</h3><p>Report a listing that looks fake. Listers with upheld reports lose the right to list.</p>`;
const privacy = `<h2>Privacy policy</h2><p>We collect your name, email, phone number and what you do on PropertyNG to run your account, show relevant properties and keep the marketplace safe.</p><p>We never sell your data. Identity documents you upload for verification are stored privately and seen only by our verification team.</p><p>You can delete your account at any time from your profile; records that the law requires us to keep for payments are kept without your personal details. See /data-deletion.</p>`;
const about = `<h2>About PropertyNG</h2><p>PropertyNG is a Lagos-built marketplace for renting, buying and short-letting property across Nigeria. A lister whose identity we have not checked waits for our review before their listings go live, every listing is re-confirmed every 30 days, and inspection fees are held in escrow until the inspection happens.</p><h3>What we believe</h3><ul><li>The full move-in cost (rent, service charge, agency, legal and caution fees) belongs on the listing, not in a phone call.</li><li>Title documents should be visible before anyone pays.</li><li>Good agents deserve to stand out from fake ones.</li></ul><p>Write to <a href="mailto:hello@propertyng.ng">hello@propertyng.ng</a>.</p>`;
const help = `<h2>Help &amp; safety</h2><h3>How do I know a listing is real?</h3><p>Look for the verified badge on the lister: it means we checked their ID (and company registration for businesses). Listings must be re-confirmed as available every 30 days.</p><h3>Should I pay an inspection fee to an agent directly?</h3><p>No. Book and pay inspections on PropertyNG: the fee is held in escrow and released only after the inspection happens.</p><h3>What will I pay when I rent?</h3><p>Rent is usually paid yearly upfront. Listings also show the service charge, agency fee, legal fee and caution deposit, so you see the full move-in cost before you inspect.</p><h3>How does the inspection fee refund work?</h3><p>When you book an inspection on PropertyNG, the fee is held in escrow, never paid to the agent directly. If the agent cancels, you get a full refund. If you cancel before the agent confirms, or 24 hours or more before the slot, you get a full refund. If you cancel a confirmed inspection less than 24 hours before, half comes back to you. If the inspection never starts (the agent never enters your code), the fee is refunded in full 48 hours after the slot. Refunds go back to your wallet.</p><h3>How does escrow work?</h3><p>Money you pay for an inspection, a stay or a project unit is held in escrow by PropertyNG. At the inspection you show the agent your 6-digit code; only then is the fee released to the agent, less the platform commission. Within 24 hours of the slot you can report a no-show or a property unlike its listing, and the fee stays frozen until our team decides.</p><h3>What are the agency and legal fee caps?</h3><p>Listings show the agency fee and legal fee next to the rent. In Lagos the law caps each at 10% of the annual rent and bans inspection and finder's fees (LASRERA, 2025): a Lagos listing asking more cannot be published, and Lagos inspections are free. Elsewhere 10% is the usual level: a listing asking more is marked so you can question it before you pay.</p><h3>Safety tips</h3><p>Never pay an inspection fee, rent or a deposit to anyone outside PropertyNG before you have seen the property and its documents. Inspect in daylight and take someone with you. Check title documents at the state land registry before you buy. Report a listing that asks you to pay outside the platform.</p><h3>How do I list a property?</h3><p>Create a brokerage or company account, verify your identity, then add the property from your dashboard with real photos, the full price and every fee. Listings must be re-confirmed as available every 30 days.</p><h3>What do the plans include?</h3><p>Brokerages and companies list on a plan paid from their wallet: each plan sets how many listings you can have live and how many you can boost. Plans and their prices are shown under Subscriptions in your dashboard.</p><h3>How do I report a problem?</h3><p>Use 'Report this listing' on any listing, or write to <a href="mailto:support@propertyng.ng">support@propertyng.ng</a>.</p>`;
const dataDeletion = `<h2>Deleting your data</h2><p>Delete your account from your profile (Danger zone). Your name, contact details, pictures, ID documents and saved listings are wiped at once, your listings are withdrawn and every device is signed out.</p><p>Payment records the law requires us to keep are kept without your personal details.</p>`;
const sellGuide = `<h2>Selling or letting with PropertyNG</h2><ol><li>Create a brokerage or company account and verify your identity.</li><li>List the property with real photos, the full price and every fee.</li><li>Upload the title documents you hold (C of O, Governor's Consent, Deed of Assignment, Survey).</li><li>Answer enquiries in the app and accept inspections paid through escrow.</li></ol><p>Listings are re-confirmed every 30 days; stale ones leave search automatically.</p>`;

// The sell guides (/sell/guides/{id}: website content keyed sell-guide-{id}).
const guideSelling = `<h2>Selling a home or land in Nigeria</h2><p>Buyers here compare prices across thousands of verified listings, so a fair asking price and clean papers sell faster than any discount.</p><h3>Get the papers ready</h3><ul><li><strong>Certificate of Occupancy</strong> or <strong>Governor's Consent</strong>, with the file number a buyer's lawyer can search.</li><li>A registered <strong>survey plan</strong> that matches the plot on the ground.</li><li>Receipts of ground rent and land use charge.</li></ul><h3>Price it from real listings</h3><p>Search the same area and type on PropertyNG: the listings shown were confirmed available in the last 30 days. Price above them only for what a buyer can see.</p><h3>Take offers safely</h3><p>Let the buyer's lawyer do the search; never hand over original documents before payment clears into a lawyer's or bank's escrow account.</p>`;
const guideLetting = `<h2>Letting a flat or house</h2><p>Tenants on PropertyNG see the full move-in cost before they inspect: rent, service charge, agency, legal and caution fees. Listings that show everything get more serious enquiries.</p><h3>Fees the market accepts</h3><ul><li>Agency fee: up to 10% of the annual rent.</li><li>Legal fee: up to 10%.</li><li>Caution deposit: 10–20%, refundable at the end of the tenancy.</li></ul><p>In Lagos, the Tenancy Law 2011 limits advance rent for a new tenant to one year in most of the state.</p><h3>Inspections</h3><p>Inspection fees are paid on PropertyNG and held in escrow until the inspection happens: show up at the booked time and the fee is released to you.</p><h3>Screening</h3><p>Ask for ID and a reference, and put the tenancy agreement in writing before keys change hands.</p>`;
const guideShortLets = `<h2>Running short lets</h2><p>Short-stay guests book and pay on PropertyNG; the payment is held until they check in, and the caution deposit until you confirm the flat is in order.</p><h3>Set the rules up front</h3><ul><li>Nightly price, minimum nights and the caution deposit.</li><li>Check-in and check-out times, guests allowed, parties or not.</li><li>Power: how many hours of generator or inverter a day.</li></ul><h3>Keep the calendar true</h3><p>Block nights you let elsewhere at once: a double booking is refunded in full and hurts your rating.</p>`;

const PAGES = [
  ["sell-guide-selling", "Selling a home or land", guideSelling],
  ["sell-guide-letting", "Letting a flat or house", guideLetting],
  ["sell-guide-short-lets", "Running short lets", guideShortLets],
  ["terms-of-use", "Terms of use", terms],
  ["privacy-policy", "Privacy policy", privacy],
  ["about", "About us", about],
  ["help", "Help & safety", help],
  ["data-deletion", "Deleting your data", dataDeletion],
  ["sell-guide", "Selling or letting with PropertyNG", sellGuide],
];

const DAY = 24 * 3600_000;
/** [slug, title, category id, excerpt, body, days ago (null = draft, negative = scheduled), cover: a seeded listing's photo in this locality and scene]. */
const ARTICLES = [
  [
    "what-a-c-of-o-is-and-why-it-matters",
    "What a C of O is and why it matters",
    "cat-legal",
    "The Certificate of Occupancy is the strongest title most Nigerian land can have. Here is what it proves, what it does not, and how to check one.",
    `<p>Under the Land Use Act of 1978, all land in a state is held by the Governor in trust for the people. A <strong>Certificate of Occupancy (C of O)</strong> is the Governor's grant of a right to occupy a plot, usually for 99 years.</p><h2>What it proves</h2><ul><li>The state recognises the holder's right to the land.</li><li>The plot has been surveyed and charted.</li><li>Ground rent and charges were assessed.</li></ul><h2>What it does not prove</h2><p>A C of O says who held the land when it was issued. If the land has been sold since, you also need a <strong>Deed of Assignment</strong> registered with <strong>Governor's Consent</strong>.</p><h2>How to check one</h2><ol><li>Get a copy with the file number.</li><li>Conduct a search at the state Land Registry (in Lagos, Alausa).</li><li>Confirm the survey plan matches the plot on the ground.</li></ol><blockquote>Never pay for land on the strength of a photocopy.</blockquote>`,
    3,
    ["Ibeju-Lekki", "land"],
  ],
  [
    "lagos-rent-what-agency-legal-and-caution-fees-are-normal",
    "Lagos rent: what agency, legal and caution fees are normal",
    "cat-guides",
    "Rent is only part of what you pay to move in. What landlords and agents usually ask for in Lagos, and when a fee is too much.",
    `<p>Most Lagos landlords still ask for a year's rent upfront. On top of it, expect:</p><table><thead><tr><th>Fee</th><th>Usual amount</th></tr></thead><tbody><tr><td>Agency fee</td><td>10% of the annual rent</td></tr><tr><td>Legal fee</td><td>10% of the annual rent</td></tr><tr><td>Caution deposit</td><td>10–20%, refundable</td></tr><tr><td>Service charge</td><td>Set by the estate</td></tr></tbody></table><h2>Red flags</h2><ul><li>An "inspection fee" demanded in cash before you see the flat.</li><li>Agency and legal fees above 10% each.</li><li>No written tenancy agreement.</li></ul><p>The Lagos State Tenancy Law 2011 limits advance rent for new tenants to one year in most of the state. LASRERA restated the 10% caps in 2025 and banned inspection and finder's fees: PropertyNG refuses Lagos listings above the caps.</p>`,
    6,
    ["Yaba", "flats"],
  ],
  [
    "lekki-vs-ajah-where-your-rent-goes-further",
    "Lekki vs Ajah: where your rent goes further in 2026",
    "cat-market-news",
    "A two-bedroom flat in Lekki Phase 1 costs three times one in Ajah. What you get for the difference, street by street.",
    `<p>Searches on PropertyNG show the Lekki–Epe corridor is still where most Lagos renters look. Asking rents for a two-bedroom flat this quarter:</p><ul><li><strong>Lekki Phase 1:</strong> ₦6m–₦9m a year</li><li><strong>Chevron / Ikota:</strong> ₦3.5m–₦5m</li><li><strong>Ajah / Badore:</strong> ₦1.8m–₦3m</li></ul><h2>What the difference buys</h2><p>Closer to Victoria Island means shorter commutes, better drainage and steadier power. Further east, new estates offer more space and newer finishes, but check flooding history and the road in the rainy season.</p>`,
    10,
    ["Lekki Phase 1", "house"],
  ],
  [
    "how-to-inspect-a-flat-before-you-pay",
    "How to inspect a flat before you pay",
    "cat-guides",
    "A 15-minute checklist for your inspection: water, power, damp, security and the paperwork to ask for.",
    `<h2>Before you go</h2><p>Book the inspection through the listing: the fee is held in escrow and refunded if the agent does not show.</p><h2>On site</h2><ol><li>Open every tap and flush every toilet: check pressure and colour.</li><li>Ask about the transformer, prepaid meter and generator hours.</li><li>Look for damp on ceilings and behind wardrobes.</li><li>Check the gate, burglary proofs and estate security.</li></ol><h2>Paperwork</h2><p>Ask who the landlord is and see their title or the agent's authority to let.</p>`,
    14,
    ["Gbagada", "house"],
  ],
  [
    "short-lets-in-abuja-what-hosts-should-know",
    "Short lets in Abuja: what hosts should know",
    "cat-lifestyle",
    "Maitama, Wuse 2 and Jabi are where short-let guests book. Pricing, house rules and caution deposits that protect you.",
    `<p>Short-let demand in Abuja peaks around conferences and the December holidays. Guests book most in <strong>Maitama</strong>, <strong>Wuse 2</strong> and <strong>Jabi</strong>.</p><h2>Set clear house rules</h2><ul><li>Check-in and check-out times</li><li>Maximum guests and no-party rules</li><li>A caution deposit held through the platform</li></ul><p>Deposits held by PropertyNG are returned automatically unless you file a claim with photos within 48 hours of check-out.</p>`,
    21,
    ["Maitama", "house"],
  ],
  [
    "governors-consent-explained",
    "Governor's Consent, explained",
    "cat-legal",
    "Why buying land with a C of O is not finished until the Governor consents to your Deed of Assignment.",
    `<p>Draft: the process, the fees (in Lagos about 5% of the property value across charges) and how long it takes.</p>`,
    null,
    ["Ikeja GRA", "house"],
  ],
  [
    "ibadan-rent-outlook-for-2027",
    "Ibadan rent outlook for 2027",
    "cat-market-news",
    "Scheduled: what new roads and the Lagos–Ibadan rail line mean for rents in Akobo, Bodija and Jericho.",
    `<p>Rents in Ibadan's favoured districts rose faster than Lagos's this year, driven by remote workers and rail commuters.</p>`,
    -7,
    ["Jericho", "flats"],
  ],
];

/** The first photo of a seeded listing in `locality` with that scene (any listing's when none matches). */
function coverOf(listings, [locality, scene]) {
  const withScene = (l) => l.media[0]?.spec?.scene === scene;
  const pick =
    listings.find((l) => l.locality === locality && withScene(l)) ??
    listings.find(withScene) ??
    listings.find((l) => l.media.length);
  return pick ? pick.media[0] : null;
}

/** A listing photo's copies as an article keeps its cover's (articles.cover_image_sizes): the widths the seed draws. */
const coverSizes = (m) =>
  JSON.stringify({
    width: ORIGINAL.width,
    height: ORIGINAL.height,
    sizes: [
      { width: 320, key: m.smallKey },
      { width: 640, key: m.thumbKey },
      { width: LARGE_WIDTH, key: m.largeKey },
    ],
  });

export function contentSql(listings = []) {
  const now = Date.now();
  const pages = PAGES.map(([key, title, content]) => ({ key, title, content, updated_at: now }));
  // Each page's first version, so a later edit can always be undone from the admin.
  const versions = PAGES.map(([key, title, content]) => ({
    id: `initial-${key}`,
    content_key: key,
    title,
    content,
    author_id: null,
    restored_from: null,
    created_at: now,
  }));
  // A staff member with only CAN_VIEW_ARTICLES: writes publications and website content (README's demo logins).
  // Its role, "Content editor", is one of the seed's roles (seed/users.mjs).
  const role = { id: "role-content-editor" };
  const editor = {
    id: "demo-editor",
    first_name: "Adaeze",
    last_name: "Okafor",
    email: "adaeze@demo.propertyng.ng",
    username: "editor.staff",
    phone: "+2348031234509",
    password_hash: hashPassword(DEMO_PASSWORD),
    account_type: "staff",
    admin_access: true,
    role_id: role.id,
    status: "active",
    created_at: now,
    updated_at: now,
  };
  const articles = ARTICLES.map(([slug, title, category_id, excerpt, body, daysAgo, scene]) => {
    const cover = coverOf(listings, scene);
    return {
      id: `article-${slug}`.slice(0, 60),
      slug,
      title,
      excerpt,
      body,
      cover_image: cover ? `/media/${cover.originalKey}` : null,
      cover_image_sizes: cover ? coverSizes(cover) : null,
      category_id,
      tags: "[]",
      author_id: daysAgo === null || daysAgo < 0 ? "demo-editor" : "demo-staff",
      status: daysAgo === null ? "draft" : daysAgo < 0 ? "scheduled" : "published",
      published_at: daysAgo === null ? null : now - daysAgo * DAY,
      created_at: now - Math.abs(daysAgo ?? 1) * DAY,
      updated_at: now - Math.abs(daysAgo ?? 1) * DAY,
    };
  });
  return [
    ...insert("website_content", pages),
    ...insert("website_content_versions", versions),
    ...insert("users", [editor]),
    ...insert("articles", articles),
    // Two messages in the back office's contact inbox (/dashboard/admin/contact-messages).
    ...insert("contact_messages", [
      {
        id: "contact-demo-1",
        name: "Tunde Bakare",
        email: "tunde.bakare@example.ng",
        phone: "+2348035550101",
        topic: "listing",
        message:
          "The 2-bedroom flat in Yaba I inspected last week is still listed, but the agent says it was let a month ago. Can you check?",
        status: "new",
        created_at: now - 3 * 3600_000,
      },
      {
        id: "contact-demo-2",
        name: "Ngozi Eze",
        email: "ngozi.eze@example.ng",
        phone: null,
        topic: "selling",
        message:
          "I own four flats in Surulere and want to let them myself. Do I need a company account, or can I list as an individual?",
        status: "handled",
        created_at: now - 2 * DAY,
      },
    ]),
  ];
}
