import { useEffect, useMemo, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "~/lib/use-hydrated";

import type { Toast } from "~/lib/toast";

export type { Toast };

type Shown = Toast & { id: number };

// One toast at a time (docs/product.md, "Overview"): a newer toast replaces the one showing.
let current: Shown | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(toast: Toast) {
  current = { ...toast, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/*
 * The open modal dialogs' toast outlets, the last opened last. A modal <dialog> is in the
 * top layer and makes the rest of the page inert, a popover shown after it too, so no
 * z-index brings the page's toast above it: while one is open, the toast shows inside it.
 */
const outlets: HTMLElement[] = [];
// A ref callback: React calls what it returns when the element goes (React 19).
const addOutlet = (el: HTMLElement | null) => {
  if (!el) return;
  outlets.push(el);
  emit();
  return () => {
    outlets.splice(outlets.indexOf(el), 1);
    emit();
  };
};

const REGION_CLASS = "pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end";

/** Where a modal dialog's toasts show: put it in the <dialog>, outside its scrolling part. */
export function ToastOutlet() {
  return <div ref={addOutlet} aria-live="polite" role="status" className={REGION_CLASS} />;
}

/**
 * `flash` is a toast the server carried over a redirect in a cookie: rendered
 * in the HTML, so it shows without JavaScript too; with JavaScript it joins
 * the store and times out like any other.
 */
export function Toaster({ flash }: { flash: Toast | null }) {
  const live = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const hydrated = useHydrated();
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  const outlet = useSyncExternalStore(
    subscribe,
    () => outlets.at(-1) ?? null,
    () => null,
  );
  const toast = useMemo(() => (hydrated ? live : flash && { ...flash, id: 0 }), [hydrated, live, flash]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), 5000);
    return () => clearTimeout(timer);
  }, [toast]);

  const shown = toast && (
    <div
      key={toast.id}
      className={`w-full max-w-[420px] rounded-lg border p-4 shadow-lg ${
        // Without JavaScript, no × and no timer: it lets taps through and goes by itself (app.css).
        hydrated ? "pointer-events-auto" : "toast-expires"
      } ${
        toast.variant === "destructive"
          ? "border-red-800 bg-red-700 text-white"
          : "border-slate-300 bg-white text-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
        </div>
        <button
          type="button"
          hidden={!hydrated}
          onClick={() => dismiss(toast.id)}
          className="-my-1 -mr-1 grid size-8 shrink-0 place-items-center rounded text-lg leading-none opacity-70 hover:opacity-100"
          aria-label="Dismiss notification"
        >
          ×
        </button>
      </div>
    </div>
  );
  return (
    <div aria-live="polite" role="status" className={REGION_CLASS}>
      {outlet ? shown && createPortal(shown, outlet) : shown}
    </div>
  );
}
