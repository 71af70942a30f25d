/**
 * Areas of the spec that are not built yet, so links to them stay hidden
 * (docs/decisions/0007). The change that adds the area flips its flag.
 */

/** /admin (spec's second document). When true, admins see the nav's Admin link and the footer's Admin button. */
export const ADMIN_AREA_BUILT = true;
