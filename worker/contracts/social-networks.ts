/** The website information's social networks (no zod here: the footer, in every public page's bundle, imports it). */
export const SOCIAL_NETWORKS = ["instagram", "twitter", "linkedin", "facebook", "youtube", "whatsapp"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  youtube: "YouTube",
  whatsapp: "WhatsApp",
};
