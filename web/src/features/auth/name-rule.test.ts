import { describe, expect, it } from "vitest";
import { NAME_KEY, isName, personName } from "@contracts/names";
import { profileUpdateBody } from "@contracts/profile";
import { adminCreateUserInput } from "@contracts/admin-users";
import { subAccountInput } from "@contracts/projects";

describe("one rule for people's names (sign-up, profile, staff, users, sub accounts)", () => {
  it("takes names as Nigerians write them", () => {
    for (const n of ["Chiamaka Obi-Okafor", "Ọláolúwa", "Ọla\u0301olu\u0301wa", "D'Souza", "D’Souza", "Ngozi  Eze "])
      expect(isName(n), n).toBe(true);
  });

  it("refuses digits, symbols and separators with nothing between them", () => {
    for (const n of ["J0hn", "Obi--Okafor", "-Obi", "Ada_", "Ada@Eze", "'"]) expect(isName(n), n).toBe(false);
  });

  it("lets hyphen and apostrophe keys through as the name is typed, not digits", () => {
    for (const k of ["-", "'", "’", " ", "Ọ", "é"]) expect(NAME_KEY.test(k), k).toBe(true);
    for (const k of ["1", "@", "_", "."]) expect(NAME_KEY.test(k), k).toBe(false);
  });

  it("every form's schema gives the same answer, trimmed", () => {
    expect(personName("Full name is required.").parse("  Chiamaka   Obi-Okafor ")).toBe("Chiamaka Obi-Okafor");
    expect(profileUpdateBody.shape.firstName.parse(" Chiamaka ")).toBe("Chiamaka");
    expect(adminCreateUserInput.shape.lastName.parse("Obi-Okafor")).toBe("Obi-Okafor");
    expect(subAccountInput.shape.firstName.parse("Ọláolúwa")).toBe("Ọláolúwa");
    const refused = personName("Full name is required.").safeParse("Ada1");
    expect(refused.error?.issues[0]?.message).toBe("Only alphabets are allowed.");
  });
});
