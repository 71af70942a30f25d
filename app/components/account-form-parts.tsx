import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Link } from "react-router";
import { showToast, type Toast } from "~/components/toaster";
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
  }, [lastResult]);
}

/** A labelled field with its first error under it (conform's ids, so aria-describedby points here). */
export function Field(props: { label: string; id: string; errorId: string; errors?: string[]; hint?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.errors && <p className="mt-1 text-sm text-slate-600">{props.hint}</p>}
      {props.errors && (
        <p id={props.errorId} className="field-error">
          {props.errors[0]}
        </p>
      )}
    </div>
  );
}

/** Links that act as tabs: each is its own URL, so they work without JavaScript. */
export function LinkTabs(props: { label: string; tabs: { id: string; label: string; href: string }[]; current: string }) {
  return (
    <nav aria-label={props.label} className="flex border-b border-slate-200">
      {props.tabs.map((tab) => {
        const active = tab.id === props.current;
        return (
          <Link
            key={tab.id}
            to={tab.href}
            replace
            preventScrollReset
            aria-current={active ? "page" : undefined}
            className={`-mb-px flex-1 border-b-2 px-3 py-2.5 text-center text-sm font-semibold no-underline sm:flex-none sm:px-5 ${
              active ? "border-navy-700 text-navy-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
