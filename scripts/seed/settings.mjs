import { insert } from "./sql.mjs";

/** Back-office settings: website information, staff alerts and one past broadcast. */
export function settingsSql() {
  const now = Date.now();
  const day = 24 * 3600_000;
  const websiteInfo = {
    socialMedia: {
      instagram: "https://instagram.com/propertyng",
      twitter: "https://twitter.com/propertyng",
      linkedin: "https://linkedin.com/company/propertyng",
      facebook: null,
      youtube: null,
      whatsapp: "https://wa.me/2348000000000",
    },
    contactEmail: "support@propertyng.ng",
    contactPhone: "+234 201 330 9000",
    address: "12 Admiralty Way, Lekki Phase 1, Lagos",
  };
  const off = { email: false, sms: false, staffIds: [] };
  const notifications = {
    events: {
      kyc_submitted: { email: true, sms: false, staffIds: ["demo-superadmin"] },
      listing_reported: { email: true, sms: false, staffIds: ["demo-superadmin", "demo-staff"] },
      deposit_claim: off,
      withdrawal_requested: off,
      server_error: off,
    },
  };
  const sentAt = now - 3 * day;
  const broadcast = {
    id: "demo-broadcast-welcome",
    title: "Welcome to PropertyNG",
    body: "Verified listings, escrowed inspection fees and short stays across Nigeria.",
    link: "/properties",
  };
  return [
    ...insert("admin_settings", [
      { key: "social_links", value: JSON.stringify(websiteInfo), updated_at: now, updated_by: "demo-superadmin" },
      { key: "notifications", value: JSON.stringify(notifications), updated_at: now, updated_by: "demo-superadmin" },
    ]),
    ...insert("broadcasts", [
      {
        ...broadcast,
        segment: JSON.stringify({ accountTypes: ["seeker"] }),
        status: "sent",
        cursor: "demo-seeker",
        recipients: 1,
        delivered: 1,
        opted_out: 0,
        pushed: 0,
        push_failed: 0,
        created_by: "demo-superadmin",
        created_at: sentAt,
        finished_at: sentAt + 60_000,
      },
    ]),
    ...insert("broadcast_deliveries", [
      {
        broadcast_id: broadcast.id,
        user_id: "demo-seeker",
        status: "delivered",
        step_id: "demo-step",
        created_at: sentAt + 60_000,
      },
    ]),
    ...insert("notifications", [
      {
        id: "demo-notification-broadcast",
        user_id: "demo-seeker",
        type: "announcement",
        message: `${broadcast.title}: ${broadcast.body}`,
        link: broadcast.link,
        dedupe_key: `broadcast:${broadcast.id}`,
        created_at: sentAt + 60_000,
      },
    ]),
  ];
}
