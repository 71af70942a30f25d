/**
 * What the admin check answers someone signed in who is not an admin
 * (app/http/session.server.ts `requireAdmin`); the error page shows its own
 * panel for exactly this 403, and any other refusal in its own words
 * (app/components/route-error.tsx). Client-safe.
 */
export const ADMIN_ACCESS_REQUIRED = "Admin access required";
