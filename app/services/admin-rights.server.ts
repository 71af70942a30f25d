import { eq } from "drizzle-orm";
import { users } from "~/models/accounts-schema";
import type { Db } from "~/models/db.server";

/**
 * The one way to store admin rights (docs/decisions/0014-admin-rights.md),
 * used by `npm run admin:grant` / `admin:revoke`. Takes the database so the
 * command can open the configured file itself.
 */
export function setAdminRight(
  db: Db,
  email: string,
  admin: boolean,
): { userId: number; changed: boolean } | "no-such-user" {
  const user = db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  if (!user) return "no-such-user";
  if (user.isAdmin === admin) return { userId: user.id, changed: false };
  db.update(users).set({ isAdmin: admin }).where(eq(users.id, user.id)).run();
  return { userId: user.id, changed: true };
}
