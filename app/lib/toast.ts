/** A toast (spec §9: one at a time). Shown by the Toaster, carried over redirects by the flash cookie. */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
