import { useEffect, useRef, useState } from "react";
import { showToast } from "~/components/toaster";

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoad: { url: string; promise: Promise<TurnstileApi> } | undefined;

function loadTurnstile(url: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (scriptLoad?.url === url) return scriptLoad.promise;
  const promise = new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.appendChild(script);
  });
  scriptLoad = { url, promise };
  promise.catch(() => (scriptLoad = undefined));
  return promise;
}

export type WidgetState = "loading" | "ready" | "failed";

interface Props {
  siteKey: string;
  scriptUrl: string;
  /** The current token, or null when there is none (not yet solved, expired, errored, or reset). */
  onToken(token: string | null): void;
  onState?(state: WidgetState): void;
  /** Changing this resets the widget (the server refused the check, or the form was sent). */
  resetKey?: unknown;
  /** The expiry toast's text: what the visitor must do it again before (default: creating an account). */
  expiredDescription?: string;
}

/**
 * Cloudflare Turnstile, rendered explicitly once the page runs JavaScript. The
 * token goes into the form's own `cf-turnstile-response` field (the spec's
 * name); the server verifies it with siteverify. Spec §4 and §8: the token is
 * cleared on error, on expiry and on reset, with the spec's toasts.
 */
export function TurnstileWidget({ siteKey, scriptUrl, onToken, onState, resetKey, expiredDescription }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const callbacks = useRef({ onToken, onState, expiredDescription });
  useEffect(() => {
    callbacks.current = { onToken, onState, expiredDescription };
  });
  const [state, setState] = useState<WidgetState>("loading");

  useEffect(() => {
    callbacks.current.onState?.(state);
  }, [state]);

  useEffect(() => {
    let cancelled = false;
    loadTurnstile(scriptUrl).then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        widget.current = turnstile.render(container.current, {
          sitekey: siteKey,
          "response-field": false,
          callback: (token: string) => callbacks.current.onToken(token),
          "error-callback": () => {
            callbacks.current.onToken(null);
            showToast({
              title: "Security Verification Error",
              description: "Unable to load verification. Please refresh the page and try again.",
              variant: "destructive",
            });
            return true;
          },
          "expired-callback": () => {
            callbacks.current.onToken(null);
            showToast({
              title: "Security Verification Expired",
              description:
                callbacks.current.expiredDescription ??
                "Please complete the verification again before creating account.",
              variant: "destructive",
            });
          },
        });
        setState("ready");
      },
      () => {
        if (cancelled) return;
        setState("failed");
        showToast({
          title: "Security Verification Error",
          description: "Unable to load verification. Please refresh the page and try again.",
          variant: "destructive",
        });
      },
    );
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = undefined;
    };
  }, [siteKey, scriptUrl]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    callbacks.current.onToken(null);
    if (widget.current) window.turnstile?.reset(widget.current);
  }, [resetKey]);

  return (
    <div>
      <div ref={container} className="min-h-[65px]" data-testid="bot-check" data-state={state} />
      {state === "loading" && <p className="text-sm text-slate-600">Loading the security check…</p>}
      {state === "failed" && (
        <p className="text-sm text-slate-700">
          The security check could not load. You can still create an account: take a few seconds over the form before
          you send it.
        </p>
      )}
    </div>
  );
}
