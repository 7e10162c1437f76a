import { describe, expect, it } from "vitest";
import { answerFromListing, type ListingFacts } from "@contracts/listing-answers";

const DAY = 86_400_000;
const NOW = Date.parse("2026-05-20T12:00:00Z");

/** A Lekki rent with every field filled: each answer below quotes one of these. */
const listing: ListingFacts = {
  listingType: "rent",
  priceKobo: 2_500_000_00,
  pricePeriod: "per_year",
  serviceChargeKobo: 300_000_00,
  agencyFeeKobo: 250_000_00,
  legalFeeKobo: 250_000_00,
  cautionFeeKobo: 200_000_00,
  titleDocuments: ["c_of_o"],
  amenities: [
    { id: 1, title: "24-hour power" },
    { id: 2, title: "Prepaid meter" },
    { id: 3, title: "Borehole" },
    { id: 4, title: "Security" },
    { id: 6, title: "Parking" },
  ],
  furnishing: "semi_furnished",
  bedroom: 3,
  bathroom: 3,
  toilets: 4,
  area: 180,
  inspectionFeeKobo: 5_000_00,
  status: "active",
  confirmedAt: NOW - 3 * DAY,
};

/** [question, topic (null: the listing does not say), words the reply must hold]. Marked rows are Pidgin or misspelt. */
const TABLE: [string, string | null, string][] = [
  ["How much is the service charge?", "service_charge", "₦300,000 a year"],
  ["what is the service charge", "service_charge", "₦300,000"],
  ["How much is the rent?", "price", "₦2,500,000/year"],
  ["What's the price?", "price", "₦2,500,000/year"],
  ["How much?", "price", "₦2,500,000/year"],
  ["How much is the agency fee?", "agency_fee", "₦250,000"],
  ["What is the legal fee", "legal_fee", "₦250,000"],
  ["Is there a caution deposit?", "caution_fee", "₦200,000"],
  ["What is the total to move in?", "move_in_total", "₦3,500,000"],
  ["How much do I pay upfront altogether?", "move_in_total", "₦3,500,000"],
  ["Are there other charges?", "fees", "agency fee ₦250,000"],
  ["Does it have C of O?", "title_documents", "Certificate of Occupancy"],
  ["What title documents does it have?", "title_documents", "Certificate of Occupancy"],
  ["Does it have governor's consent?", "title_documents", "does not mention Governor's Consent"],
  ["Is there light?", "power", "24-hour power"],
  ["Is there a prepaid meter?", "power", "Prepaid meter"],
  ["Is there water?", "water", "Borehole"],
  ["Is it furnished?", "furnishing", "semi-furnished"],
  ["How many bedrooms?", "bedrooms", "3 bedrooms"],
  ["How many bathrooms and toilets?", "bathrooms", "4 toilets"],
  ["How big is it?", "size", "180 m²"],
  ["When can I inspect?", "inspection", "₦5,000"],
  ["How do I book an inspection?", "inspection", "between 08:00 and 18:00"],
  ["Is it still available?", "availability", "3 days ago"],
  ["Is there parking?", "amenities", "Parking"],
  ["What amenities does it have?", "amenities", "Security"],
  ["How much is the rent and the caution fee?", "price", "₦200,000"],
  ["Is it available for inspection?", "availability", "Book it on this page"],
  // Pidgin
  ["wetin be the caution fee", "caution_fee", "₦200,000"], // *
  ["How much be the agency?", "agency_fee", "₦250,000"], // *
  ["e get C of O?", "title_documents", "Certificate of Occupancy"], // *
  ["light dey?", "power", "24-hour power"], // *
  ["water dey for the house?", "water", "Borehole"], // *
  ["the house still dey?", "availability", "last confirmed"], // *
  ["abeg how much be everything", "move_in_total", "₦3,500,000"], // *
  ["wetin I go pay to pack in", "move_in_total", "₦3,500,000"], // *
  ["how many room e get", "bedrooms", "3 bedrooms"], // *
  ["make I come see am", "inspection", "₦5,000"], // *
  ["na furnished?", "furnishing", "semi-furnished"], // *
  ["una get NEPA light?", "power", "Prepaid meter"], // *
  // Misspelt
  ["how much is the servise charge", "service_charge", "₦300,000"], // *
  ["whats the cuation fee", "caution_fee", "₦200,000"], // *
  ["agensy fee?", "agency_fee", "₦250,000"], // *
  ["can i book an inpection", "inspection", "₦5,000"], // *
  ["is it still availble", "availability", "last confirmed"], // *
  ["is it furnised", "furnishing", "semi-furnished"], // *
  ["is there electrcity", "power", "24-hour power"], // *
  ["how many bathrom", "bathrooms", "3 bathrooms"], // *
  ["what documnets does it have", "title_documents", "Certificate of Occupancy"], // *
  ["certifcate of occupancy?", "title_documents", "Certificate of Occupancy"], // *
  ["does it have a borhole", "water", "Borehole"], // *
  // What the listing does not say
  ["Are pets allowed?", null, ""],
  ["What's your last price?", null, ""],
  ["Is the price negotiable?", null, ""],
  ["When can I move in?", null, ""],
  ["Does it have a swimming pool?", null, ""],
  ["Is there a gym?", null, ""],
  ["Is the area prone to flooding?", null, ""],
  ["Hello", null, ""],
  ["abeg the landlord dey live there?", null, ""], // *
];

describe("answerFromListing", () => {
  it("has a table of at least 40 questions, a third of them Pidgin or misspelt", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    const marked = TABLE.filter(
      ([q]) =>
        /^(wetin|how much be|e get|light dey|water dey|the house still|abeg|how many room|make I|na |una)/i.test(q) ||
        /servise|cuation|agensy|inpection|availble|furnised|electrcity|bathrom|documnets|certifcate|borhole/.test(q),
    );
    expect(marked.length * 3).toBeGreaterThanOrEqual(TABLE.length);
  });

  it.each(TABLE)("%s → %s", (question, topic, words) => {
    const a = answerFromListing(listing, question, NOW);
    if (topic === null) {
      expect(a).toBeNull();
      return;
    }
    expect(a?.topic).toBe(topic);
    expect(a!.reply).toContain(words);
    // Every answer quotes the field it rests on, with a value the reply repeats.
    expect(a!.quotes.length).toBeGreaterThan(0);
    for (const q of a!.quotes) expect(q.field).toMatch(/^[a-zA-Z]+$/);
  });

  it("quotes the field the answer rests on", () => {
    expect(answerFromListing(listing, "what is the service charge")!.quotes).toEqual([
      { field: "serviceChargeKobo", label: "Service charge", value: "₦300,000" },
    ]);
    expect(answerFromListing(listing, "does it have c of o")!.quotes).toEqual([
      { field: "titleDocuments", label: "Title documents", value: "Certificate of Occupancy (C of O)" },
    ]);
  });

  it("the move-in total is the listing page's itemised move-in cost", () => {
    const a = answerFromListing(listing, "total to move in")!;
    expect(a.quotes.map((q) => q.field)).toEqual([
      "priceKobo",
      "serviceChargeKobo",
      "agencyFeeKobo",
      "legalFeeKobo",
      "cautionFeeKobo",
      "moveInCost",
    ]);
    expect(a.quotes.at(-1)).toEqual({ field: "moveInCost", label: "Total move-in cost", value: "₦3,500,000" });
  });

  it("says what the listing does not give as 'does not say' (null), never 'no'", () => {
    const bare: ListingFacts = { ...listing, amenities: [], titleDocuments: [], area: null, inspectionFeeKobo: null };
    for (const q of ["is there light?", "e get c of o", "is there water", "how big is it", "when can I inspect"])
      expect(answerFromListing(bare, q), q).toBeNull();
  });

  it("fees above the Lagos cap are pointed out; a fee of ₦0 is 'no fee'", () => {
    const steep = { ...listing, agencyFeeKobo: 500_000_00, legalFeeKobo: 0 };
    expect(answerFromListing(steep, "agency fee?")!.reply).toContain("above the 10% Lagos cap");
    expect(answerFromListing(steep, "legal fee?")!.reply).toBe("The listing shows no legal fee (₦0).");
  });

  it("prices read per month, per night or outright; a listing off the market says so", () => {
    expect(answerFromListing({ ...listing, pricePeriod: "per_month", priceKobo: 250_000_00 }, "rent?")!.reply).toBe(
      "The rent is ₦250,000/month.",
    );
    const stay = {
      ...listing,
      listingType: "short_stay" as const,
      pricePeriod: "per_night" as const,
      priceKobo: 45_000_00,
    };
    expect(answerFromListing(stay, "how much per night")!.reply).toContain("₦45,000/night");
    const sale = {
      ...listing,
      listingType: "sale" as const,
      pricePeriod: "outright" as const,
      priceKobo: 90_000_000_00,
    };
    expect(answerFromListing(sale, "how much")!.reply).toBe("The asking price is ₦90,000,000.");
    const off = answerFromListing({ ...listing, status: "deactivated" }, "is it still available?")!;
    expect(off.reply).toContain("No:");
    expect(off.quotes[0]!.field).toBe("status");
  });
});
