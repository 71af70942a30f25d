import { describe, expect, it } from "vitest";
import {
  accountShortLabel,
  passwordChangeFormSchema,
  passwordChangeSchema,
  preferencesSchema,
  profileSchema,
  signInSchema,
  signUpFormSchema,
  signUpSchema,
} from "~/lib/account-schemas";
import { searchFormDefaults, STANDARD_SEARCH_DEFAULTS } from "~/lib/search-defaults";

/** The first message per field, as the forms show it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [i.path.join("."), i.message]));

describe("account schemas (spec §5 messages)", () => {
  it.each([
    [signInSchema, {}, { email: "Email is required", password: "Password is required" }],
    [
      signUpSchema,
      { email: "x", password: "12345" },
      { email: "Please enter a valid email address", password: "Password must be at least 6 characters" },
    ],
    [
      signUpSchema,
      { email: "a@b.co", password: "123456", confirmPassword: "1234567" },
      { confirmPassword: "Passwords don't match" },
    ],
    [signUpFormSchema, { email: "a@b.co", password: "123456" }, { confirmPassword: "Passwords don't match" }],
    [profileSchema, { email: "nope" }, { email: "Please enter a valid email address" }],
    [profileSchema, { email: "  " }, { email: "Please enter a valid email address" }],
    [profileSchema, {}, { email: "Please enter a valid email address" }],
    [
      passwordChangeSchema,
      { newPassword: "abc" },
      { currentPassword: "Current password is required", newPassword: "Password must be at least 6 characters" },
    ],
    [
      passwordChangeFormSchema,
      { currentPassword: "x", newPassword: "abcdef", confirmPassword: "abc" },
      { confirmPassword: "Please confirm your password" },
    ],
    [
      passwordChangeFormSchema,
      { currentPassword: "x", newPassword: "abcdef", confirmPassword: "abcdeg" },
      { confirmPassword: "Passwords don't match" },
    ],
    [preferencesSchema, { defaultAircraftSpeed: 49 }, { defaultAircraftSpeed: "Speed must be at least 50 knots" }],
    [preferencesSchema, { defaultAircraftSpeed: 501 }, { defaultAircraftSpeed: "Speed must be at most 500 knots" }],
    [
      preferencesSchema,
      { defaultDepartureAirport: "KSTSX" },
      { defaultDepartureAirport: "Airport code must be at most 4 characters" },
    ],
    [
      preferencesSchema,
      { defaultMinRunwayLength: -1 },
      { defaultMinRunwayLength: "Min runway length must be 0 or more" },
    ],
  ] as const)("%#: refuses with the spec's words", (schema, input, expected) => {
    expect(messages(schema.safeParse(input))).toEqual(expected);
  });

  it("normalizes what it accepts", () => {
    expect(signInSchema.parse({ email: "  Pilot@Example.COM ", password: "x" }).email).toBe("pilot@example.com");
    expect(profileSchema.parse({ email: "a@b.co", firstName: "  ", lastName: null })).toEqual({ email: "a@b.co" });
    expect(
      preferencesSchema.parse({
        defaultDepartureAirport: " ksts ",
        defaultState: "Any",
        defaultRunwaySurface: "",
        defaultAirportUse: null,
      }),
    ).toEqual({
      defaultDepartureAirport: "KSTS",
    });
  });
});

describe("accountShortLabel (spec §2: the mobile My Account label)", () => {
  it.each([
    [{ firstName: "Amelia", email: "ae@example.com" }, "Amelia"],
    [{ firstName: "  ", email: "ae@example.com" }, "ae"],
    [{ firstName: null, email: "@example.com" }, "Profile"],
    [null, "Profile"],
  ])("%o → %s", (user, label) => {
    expect(accountShortLabel(user)).toBe(label);
  });
});

describe("searchFormDefaults (spec §4: Clear Filters resets to the saved preferences, else 120/improved/public)", () => {
  it("gives the standard defaults to someone without saved preferences", () => {
    expect(searchFormDefaults(null)).toEqual({ aircraftSpeed: "120", runwaySurface: "improved", airportUse: "public" });
    expect(searchFormDefaults(null)).toBe(STANDARD_SEARCH_DEFAULTS);
  });
  it("uses exactly what was saved, 120 kt when the speed was left empty", () => {
    expect(
      searchFormDefaults({
        defaultDepartureAirport: "KSTS",
        defaultAircraftSpeed: null,
        defaultMinDuration: 0.5,
        defaultMaxDuration: null,
        defaultMinRunwayLength: 3000,
        defaultState: "CA",
        defaultRunwaySurface: null,
        defaultAirportUse: "private",
      }),
    ).toEqual({
      departureAirport: "KSTS",
      aircraftSpeed: "120",
      minDuration: "0.5",
      maxDuration: undefined,
      minRunwayLength: "3000",
      state: "CA",
      runwaySurface: undefined,
      airportUse: "private",
    });
  });
});
