/** A toast (one at a time; docs/product.md, "Overview"). Shown by the Toaster, carried over redirects by the flash cookie. */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
