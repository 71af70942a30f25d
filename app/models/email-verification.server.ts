import { eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { emailVerificationHolds } from "./feedback-schema";

export function addVerificationHold(userId: number) {
  getDb().insert(emailVerificationHolds).values({ userId }).onConflictDoNothing().run();
}

export function hasVerificationHold(userId: number): boolean {
  return (
    getDb()
      .select({ id: emailVerificationHolds.userId })
      .from(emailVerificationHolds)
      .where(eq(emailVerificationHolds.userId, userId))
      .get() !== undefined
  );
}

export function clearVerificationHold(userId: number) {
  getDb().delete(emailVerificationHolds).where(eq(emailVerificationHolds.userId, userId)).run();
}
