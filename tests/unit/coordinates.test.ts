import { describe, expect, it } from "vitest";
import { formatCoordinates } from "~/lib/coordinates";

describe("formatCoordinates", () => {
  it.each([
    [38.50969942, -122.81290225, "38.5097° N, 122.8129° W"],
    [-33.9461, 151.1772, "33.9461° S, 151.1772° E"],
    [0, 0, "0.0000° N, 0.0000° E"],
    [64.8151, -147.8564, "64.8151° N, 147.8564° W"],
    [-0.00004, -0.00004, "0.0000° N, 0.0000° E"],
  ])("%f, %f reads %s", (lat, lng, text) => {
    expect(formatCoordinates(lat, lng)).toBe(text);
  });
});
