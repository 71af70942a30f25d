/* No zod here: the nav loads it on every page (issue 23). */

/** The nav's My Account label on mobile (docs/product.md, "Accounts"): first name, else the e-mail before the at-sign, else Profile. */
export function accountShortLabel(user: { firstName: string | null; email: string | null } | null): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split("@")[0]?.trim();
  return local || "Profile";
}
