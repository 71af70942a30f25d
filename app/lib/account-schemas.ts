import { z } from "zod";
import { aircraftSpeed, airportCode, airportUseChoice, notBelowZero, runwaySurfaceChoice } from "./search-criteria";

/**
 * The account use cases' inputs (docs/product.md, "Accounts"), one schema each, shared by the
 * HTML forms (through conform) and the JSON calls (docs/product.md, "JSON API"). Messages are the
 * spec's words. Where the JSON payload of §7 has no confirmation field
 * (register, password change) the form's schema adds a required one over the
 * same fields.
 */

export const PASSWORD_MIN = 6;

/** Spec §2: what the Password tab says to a user whose provider is google. */
export const GOOGLE_PASSWORD_SENTENCE =
  "You signed in with Google. Password changes are managed through your Google account.";
const PASSWORD_MAX = 200;

/** The preferences' state options (docs/product.md, "Accounts": Search Defaults). */
export const PREFERENCE_STATES = ["CA", "TX", "FL", "NY", "WA", "OR", "NV", "AZ", "CO", "UT"] as const;

const requiredEmail = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address");

const validEmail = requiredEmail.pipe(z.email({ error: "Please enter a valid email address" }));

/** The Profile tab's rule is the spec's one: a blank address is not a valid one either. */
const profileEmail = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }));

const requiredPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const newPassword = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** An optional name: blank means none. */
const optionalName = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  z.string({ error: "Name must be text" }).trim().max(100, "Name must be at most 100 characters").optional(),
);

const passwordsMatch = (password: string, confirmation: string | undefined) =>
  confirmation === undefined || confirmation === password;

export const signInSchema = z.object({
  email: requiredEmail,
  password: requiredPassword,
});
export type SignInInput = z.output<typeof signInSchema>;

const signUpFields = {
  email: validEmail,
  password: newPassword,
  /** The Turnstile token (POST /api/auth/register; docs/product.md, "JSON API"). */
  "cf-turnstile-response": z.string().max(4096).optional(),
};

/** POST /api/auth/register: email, password, cf-turnstile-response; a confirmation is checked when sent. */
export const signUpSchema = z
  .object({ ...signUpFields, confirmPassword: z.string().optional() })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });

/** The Sign Up tab: the confirmation is required. */
export const signUpFormSchema = z
  .object({ ...signUpFields, confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });
export type SignUpInput = z.output<typeof signUpSchema>;

/** PUT /api/profile and the Profile tab. */
export const profileSchema = z.object({
  email: profileEmail,
  firstName: optionalName,
  lastName: optionalName,
});
export type ProfileInput = z.output<typeof profileSchema>;

const passwordChangeFields = {
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword,
};

/** PUT /api/profile/password: currentPassword, newPassword; a confirmation is checked when sent. */
export const passwordChangeSchema = z
  .object({ ...passwordChangeFields, confirmPassword: z.string().optional() })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });

/** The Password tab: the confirmation is required, at least 6 characters, and equal. */
export const passwordChangeFormSchema = z
  .object({
    ...passwordChangeFields,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(PASSWORD_MIN, "Please confirm your password"),
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** Blank, null and 'Any' clear a preference (docs/product.md, "Accounts": choosing Any or emptying a field clears it). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null || v === "any" || v === "Any" ? undefined : v), schema.optional());

/** PUT /api/profile/preferences and the Search Defaults tab: every default* field (docs/product.md, "Accounts"), all optional. */
export const preferencesSchema = z
  .object({
    defaultDepartureAirport: clearable(airportCode),
    defaultAircraftSpeed: clearable(aircraftSpeed.int("Speed must be a whole number of knots")),
    defaultMinDuration: clearable(notBelowZero("Min duration")),
    defaultMaxDuration: clearable(notBelowZero("Max duration")),
    defaultMinRunwayLength: clearable(
      notBelowZero("Min runway length").int("Min runway length must be a whole number of feet"),
    ),
    defaultState: clearable(
      z.enum(PREFERENCE_STATES, { error: `State must be one of ${PREFERENCE_STATES.join(", ")}` }),
    ),
    defaultRunwaySurface: clearable(runwaySurfaceChoice),
    defaultAirportUse: clearable(airportUseChoice),
  })
  .refine(
    (p) => p.defaultMinDuration == null || p.defaultMaxDuration == null || p.defaultMaxDuration >= p.defaultMinDuration,
    {
      path: ["defaultMaxDuration"],
      message: "Max duration must be at least the min duration",
    },
  );
export type PreferencesInput = z.output<typeof preferencesSchema>;

/** Preferences as the JSON contract answers them: every field, null when unset. */
export interface Preferences {
  defaultDepartureAirport: string | null;
  defaultAircraftSpeed: number | null;
  defaultMinDuration: number | null;
  defaultMaxDuration: number | null;
  defaultMinRunwayLength: number | null;
  defaultState: string | null;
  defaultRunwaySurface: string | null;
  defaultAirportUse: string | null;
}

export { accountShortLabel } from "./account-label";
