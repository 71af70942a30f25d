import { eq, sql } from "drizzle-orm";
import { preferences, users } from "./accounts-schema";
import { getDb } from "./db.server";

export type UserRow = typeof users.$inferSelect;

export function userById(id: number): UserRow | undefined {
  return getDb().select().from(users).where(eq(users.id, id)).get();
}

export function userByEmail(email: string): UserRow | undefined {
  return getDb().select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
}

export function userByGoogleSubject(subject: string): UserRow | undefined {
  return getDb().select().from(users).where(eq(users.googleSubject, subject)).get();
}

export function insertUser(values: {
  email: string;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  provider: "email" | "google";
  googleSubject?: string | null;
  emailVerified?: boolean;
  passwordSetAt?: string | null;
  emailVerifiedAt?: string | null;
}): UserRow {
  return getDb()
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning()
    .get();
}

export function updateUser(
  id: number,
  values: Partial<
    Pick<
      UserRow,
      | "email"
      | "firstName"
      | "lastName"
      | "passwordHash"
      | "googleSubject"
      | "provider"
      | "emailVerified"
      | "isAdmin"
      | "passwordSetAt"
      | "emailVerifiedAt"
    >
  >,
): UserRow | undefined {
  const next = values.email === undefined ? values : { ...values, email: values.email.trim().toLowerCase() };
  return getDb().update(users).set(next).where(eq(users.id, id)).returning().get();
}

export type PreferencesRow = typeof preferences.$inferSelect;

export function preferencesOfUser(userId: number): PreferencesRow | undefined {
  return getDb().select().from(preferences).where(eq(preferences.userId, userId)).get();
}

/** Replaces a user's preferences (every field; undefined clears). */
export function replacePreferences(
  userId: number,
  values: Omit<typeof preferences.$inferInsert, "userId" | "updatedAt">,
): PreferencesRow {
  const row = {
    defaultDepartureAirport: values.defaultDepartureAirport ?? null,
    defaultAircraftSpeed: values.defaultAircraftSpeed ?? null,
    defaultMinDuration: values.defaultMinDuration ?? null,
    defaultMaxDuration: values.defaultMaxDuration ?? null,
    defaultMinRunwayLength: values.defaultMinRunwayLength ?? null,
    defaultState: values.defaultState ?? null,
    defaultRunwaySurface: values.defaultRunwaySurface ?? null,
    defaultAirportUse: values.defaultAirportUse ?? null,
    updatedAt: new Date().toISOString(),
  };
  return getDb()
    .insert(preferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: preferences.userId, set: row })
    .returning()
    .get();
}

/** The address is proven (a verification link was followed); the time of the first proof stays. */
export function markEmailVerified(userId: number, at = new Date().toISOString()): void {
  getDb()
    .update(users)
    .set({ emailVerified: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})` })
    .where(eq(users.id, userId))
    .run();
}
