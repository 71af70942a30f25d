import type { UserRow } from "~/models/users.server";
import { authConfig } from "./auth-config.server";

/** The user as pages and the JSON contract see it (GET /api/auth/user; docs/product.md, "JSON API"). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  provider: string;
  isAdmin: boolean;
}

/**
 * Admin rights (docs/decisions/0014-admin-rights.md): `users.is_admin`, set by
 * `npm run admin:grant`, or an ADMIN_EMAILS address the user has proven is
 * theirs. Read on every request, so removing an address takes effect at once.
 */
export function isAdmin(u: Pick<UserRow, "isAdmin" | "emailVerified" | "email">): boolean {
  return u.isAdmin || (u.emailVerified && authConfig.adminEmails.has(u.email));
}

export function toSessionUser(u: UserRow): SessionUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    provider: u.provider,
    isAdmin: isAdmin(u),
  };
}
