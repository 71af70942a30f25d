import { describe, expect, it } from "vitest";
import { fuelBits, fuelCodes, fuelFilterBit, fuelText } from "~/lib/fuel";

describe("NASR FUEL_TYPES", () => {
  it("reads comma- or space-separated codes", () => {
    expect(fuelCodes("100LL,A")).toEqual(["100LL", "A"]);
    expect(fuelCodes(" 100LL  A1+ MOGAS ")).toEqual(["100LL", "A1+", "MOGAS"]);
    expect(fuelCodes(null)).toEqual([]);
  });
  it("names them for pilots; nothing listed is null", () => {
    expect(fuelText("100LL,A,A1+,UL94")).toBe("100LL, Jet A, Jet A-1+, UL94");
    expect(fuelText("")).toBeNull();
  });
  it("any Jet A grade passes the Jet A filter; 100 octane is not 100LL; MOGAS is MOGAS", () => {
    expect(fuelBits("A+") & fuelFilterBit("jet-a")).toBeTruthy();
    expect(fuelBits("A1") & fuelFilterBit("jet-a")).toBeTruthy();
    expect(fuelBits("100") & fuelFilterBit("100LL")).toBe(0);
    expect(fuelBits("B") & fuelFilterBit("jet-a")).toBe(0);
    expect(fuelBits("MOGAS,100LL")).toBe(fuelFilterBit("mogas") | fuelFilterBit("100LL"));
  });
  it("UL94 and UL91 are grades of their own in the one vocabulary (docs/decisions/0081)", () => {
    expect(fuelBits("UL94") & fuelFilterBit("UL94")).toBeTruthy();
    expect(fuelBits("UL91,100LL")).toBe(fuelFilterBit("UL91") | fuelFilterBit("100LL"));
    expect(fuelBits("UL94") & fuelFilterBit("100LL")).toBe(0);
  });
});
