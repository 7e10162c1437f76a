import { describe, expect, it } from "vitest";
import type { AgentProfile } from "./api";
import { agentHead } from "./agent-head";

const base: AgentProfile = {
  id: "u1",
  name: "Bola Adeyemi",
  displayName: "Bola Adeyemi",
  userType: "Agent",
  accountType: "agent",
  profilePictureUrl: "/media/profile/u1.webp",
  bannerImageUrl: null,
  verified: true,
  rating: { average: 4.5, count: 2, label: "Very good" },
  activeListings: 3,
  responseTimeMinutes: 20,
  localities: [{ id: 7, name: "Lekki", stateId: 25, stateName: "Lagos" }],
  phone: "+2348031234567",
  whatsappUrl: null,
  companyName: "Lekki Homes Realty",
  memberSince: 0,
  yearsActive: 2,
  specializations: [],
  experience: null,
  socialLinks: {},
  listingCounts: { sale: 1, rent: 2, short_stay: 0 },
  statistics: { average: 4.5, count: 2, ratingLabel: "Very good" } as AgentProfile["statistics"],
};

const ld = (a: AgentProfile) =>
  JSON.parse(agentHead(a, "https://propertyng.example").scripts?.[0]?.children ?? "{}") as Record<string, unknown>;

describe("an agent page's structured data", () => {
  it("describes an individual agent as a Person working for their company, without business-only properties", () => {
    const j = ld(base);
    expect(j["@type"]).toBe("Person");
    expect(j.jobTitle).toBe("Real estate agent");
    expect(j.worksFor).toEqual({ "@type": "RealEstateAgent", name: "Lekki Homes Realty" });
    expect(j.workLocation).toEqual([{ "@type": "Place", name: "Lekki, Lagos" }]);
    expect(j).not.toHaveProperty("aggregateRating");
    expect(j).not.toHaveProperty("areaServed");
    expect(j.image).toBe("https://propertyng.example/media/profile/u1.webp");
  });
  it("describes a brokerage as a RealEstateAgent business with its rating and the area it serves", () => {
    const j = ld({ ...base, accountType: "brokerage", userType: "Brokerage", companyName: null });
    expect(j["@type"]).toBe("RealEstateAgent");
    expect(j.areaServed).toEqual([{ "@type": "Place", name: "Lekki, Lagos" }]);
    expect(j.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 });
    expect(j).not.toHaveProperty("worksFor");
  });
});
