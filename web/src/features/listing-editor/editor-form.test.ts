import { beforeEach, describe, expect, it } from "vitest";
import { FEE_LAW_MESSAGES } from "@contracts/listing-rules";
import { checkEditor, emptyValues, stepOf, STEPS, toInput, type EditorValues, type MediaEntry } from "./editor-form";
import { DRAFT_KEY, loadDraft, saveDraft } from "./draft";
import { moveEntry, pendingRotations, removeEntry } from "./media-ops";

const photo = (key: string, token: string | null = `tok-${key}`, extra: Partial<MediaEntry> = {}): MediaEntry => ({
  key,
  token,
  saved: false,
  preview: "",
  rotation: 0,
  name: `${key}.png`,
  ...extra,
});

const valid = (): EditorValues => ({
  ...emptyValues(),
  title: "Lovely 3-bedroom flat in Lekki",
  description: "Newly built, with steady water, prepaid meter and a quiet street near the expressway.",
  listingType: "rent",
  categoryId: 2,
  typeId: 6,
  stateId: 25,
  localityId: 0,
  address: "12 Admiralty Way",
  price: "3,500,000",
  agencyFee: "350000",
  legalFee: "400000",
  cautionFee: "500000",
  bedrooms: "3",
  media: [photo("a"), photo("b")],
  primaryKey: "b",
});

describe("the listing form under the Lagos fee law", () => {
  it("refuses a legal fee above 10% of the annual rent in Lagos with the API's words, and only marks it elsewhere", () => {
    // ₦3.5m a year: ₦400,000 legal fee is above the ₦350,000 cap.
    const lagos = checkEditor(valid(), undefined, "lagos");
    expect(lagos.errors).toEqual({ legalFeeKobo: FEE_LAW_MESSAGES.legalFeeKobo(350_000_00) });
    expect(lagos.data).toBeNull();
    expect(checkEditor({ ...valid(), legalFee: "350000" }, undefined, "lagos").errors).toEqual({});
    const abuja = checkEditor(valid(), undefined, "federal-capital-territory");
    expect(abuja.errors).toEqual({});
    expect(abuja.data).not.toBeNull();
  });

  it("refuses any inspection fee in Lagos, in place of the bounds' message", () => {
    for (const fee of ["5000", "999"])
      expect(checkEditor({ ...valid(), legalFee: "0", inspectionFee: fee }, undefined, "lagos").errors).toEqual({
        inspectionFeeKobo: FEE_LAW_MESSAGES.inspectionFee,
      });
    expect(checkEditor({ ...valid(), legalFee: "0", inspectionFee: "5000" }, undefined, "oyo").errors).toEqual({});
  });
});

describe("the listing form", () => {
  it("builds the API body in kobo", () => {
    const { data, errors } = checkEditor(valid());
    expect(errors).toEqual({});
    expect(data).toMatchObject({
      priceKobo: 350_000_000,
      pricePeriod: "per_year",
      agencyFeeKobo: 35_000_000,
      legalFeeKobo: 40_000_000,
      cautionFeeKobo: 50_000_000,
      bedrooms: 3,
      mediaTokens: ["tok-a", "tok-b"],
      primaryMediaToken: "tok-b",
      inspectionFeeKobo: null,
      localityId: null,
    });
  });

  it("drops rental charges for sales", () => {
    const { input } = toInput({ ...valid(), listingType: "sale", pricePeriod: "outright" });
    expect(input).toMatchObject({ agencyFeeKobo: 0, legalFeeKobo: 0, cautionFeeKobo: 0, serviceChargeKobo: 0 });
  });

  it("refuses an inspection fee outside ₦1,000–₦15,000 with the spec's limits", () => {
    expect(checkEditor({ ...valid(), inspectionFee: "999" }).errors.inspectionFeeKobo).toBe(
      "The inspection fee must be at least ₦1,000.",
    );
    expect(checkEditor({ ...valid(), inspectionFee: "15001" }).errors.inspectionFeeKobo).toBe(
      "The inspection fee must be at most ₦15,000.",
    );
    expect(checkEditor({ ...valid(), inspectionFee: "15000" }).data?.inspectionFeeKobo).toBe(1_500_000);
  });

  it("names every missing field under the API's field name", () => {
    const { errors, data } = checkEditor(emptyValues());
    expect(data).toBeNull();
    expect(errors).toMatchObject({
      title: "Give the listing a title of at least 10 characters.",
      categoryId: "Choose a category.",
      typeId: "Choose a property type.",
      stateId: "Choose a state.",
      priceKobo: "Enter the price.",
      address: "Enter the street address.",
      mediaTokens: "Add at least one photo of the property.",
    });
  });

  it("says when an amount or a count is not a number", () => {
    const { errors } = checkEditor({ ...valid(), price: "3.5m", bedrooms: "two", lat: "6.4" });
    expect(errors.priceKobo).toBe("Enter an amount in naira using digits only, e.g. 2500000.");
    expect(errors.bedrooms).toBe("Enter a whole number.");
    expect(errors.lng).toBe("Enter both latitude and longitude, or leave both empty.");
  });

  it("reports room problems by position and maps fields to their steps", () => {
    const { errors } = checkEditor({
      ...valid(),
      rooms: [
        { key: "r1", name: "Kitchen", description: "", media: [] },
        { key: "r2", name: " ", description: "", media: [] },
      ],
    });
    expect(errors["rooms.1.name"]).toBe("Name the room, e.g. Master bedroom.");
    expect(STEPS[stepOf("rooms.1.name")]!.id).toBe("rooms");
    expect(STEPS[stepOf("inspectionFeeKobo")]!.id).toBe("inspection");
    expect(STEPS[stepOf("videoLinks.0")]!.id).toBe("media");
    expect(STEPS[stepOf("somethingElse")]!.id).toBe("review");
  });
});

describe("photos in the form", () => {
  it("moves the main photo to the first remaining one when it is removed", () => {
    const v = removeEntry(valid(), "b");
    expect(v.media.map((m) => m.key)).toEqual(["a"]);
    expect(v.primaryKey).toBe("a");
  });

  it("reorders within a list and lists rotations still to save", () => {
    const v = moveEntry(
      {
        ...valid(),
        media: [photo("a", "t1", { rotation: 90 }), photo("b", "t2"), photo("c", "t3", { rotation: 270, saved: true })],
      },
      "property",
      "b",
      -1,
    );
    expect(v.media.map((m) => m.key)).toEqual(["b", "a", "c"]);
    expect(pendingRotations(v)).toEqual([{ token: "t1", rotation: 90 }]);
  });
});

describe("the draft", () => {
  beforeEach(() => localStorage.clear());

  it("keeps stored photos and drops the ones still uploading", () => {
    saveDraft({ ...valid(), media: [photo("a"), photo("up", null)], primaryKey: "up" }, 3);
    expect(localStorage.getItem(DRAFT_KEY)).toBeTruthy();
    const d = loadDraft()!;
    expect(d.step).toBe(3);
    expect(d.values.title).toBe("Lovely 3-bedroom flat in Lekki");
    expect(d.values.media.map((m) => m.token)).toEqual(["tok-a"]);
    expect(d.values.primaryKey).toBeNull();
  });

  it("ignores a broken draft", () => {
    localStorage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft()).toBeNull();
  });
});
