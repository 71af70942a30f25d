import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { showToast } from "~/components/toaster";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The toast an action answered with (a failed form post re-rendered with status
 * 400). With JavaScript it is a toast like any other; without, the page has no
 * toast outlet for it, so it shows as an alert above the form instead.
 */
export function ActionToast({ toast }: { toast: Toast | null | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  if (hydrated || !toast) return null;
  return (
    <div
      role="alert"
      className={`mb-4 rounded-md border p-3 ${toast.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-300 bg-slate-50 text-slate-900"}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-0.5 text-sm">{toast.description}</p>}
    </div>
  );
}

/**
 * Empties password fields after the server answered a failed post, as the
 * page without JavaScript does (the server never sends a password back).
 * Only the inputs' values: the field errors the answer carries stay.
 */
export function useClearPasswords(lastResult: SubmissionResult<string[]> | null, formId: string, names: string[]) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const form = document.forms.namedItem(formId);
    for (const name of names) {
      const input = form?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    // Only a new answer clears the fields; `names` is a fresh array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);
}
