import { HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import { useHydrated } from "~/lib/use-hydrated";
import { TurnstileWidget, type WidgetState } from "./turnstile-widget";

export interface BotCheckProps {
  enabled: boolean;
  siteKey: string | null;
  scriptUrl: string;
}

interface Props {
  idPrefix: string;
  botCheck: BotCheckProps;
  formStartedAt: string;
  token: string | null;
  onToken(token: string | null): void;
  onState?(state: WidgetState): void;
  /** Changes when the server refused the check or the form was sent: the widget resets (docs/product.md, "Contact, reports and the Admin Dashboard"). */
  resetKey?: unknown;
  error?: string;
  /** What the no-JavaScript notice says a person can still do (default: send the form). */
  noJsNote?: string;
  /** The expiry toast's text (default: '…before submitting'; docs/product.md, "Contact, reports and the Admin Dashboard"). */
  expiredDescription?: string;
}

const FORM_NO_JS_NOTE =
  "You can still send this form: take a few seconds over it, then send it. Without the check we look at how the " +
  "form was filled in and accept only a few forms from one network at a time.";

/**
 * The bot check of the contact, report and suggestion forms: the Turnstile
 * widget with JavaScript; without it, the no-JS fallback of
 * docs/decisions/0013-auth-and-bot-check.md (a honeypot, a signed time trap and a per-IP limit).
 */
export function BotCheckField({
  idPrefix,
  botCheck,
  formStartedAt,
  token,
  onToken,
  onState,
  resetKey,
  error,
  noJsNote = FORM_NO_JS_NOTE,
  expiredDescription = "Please complete the verification again before submitting.",
}: Props) {
  const hydrated = useHydrated();
  return (
    <>
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-homepage`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-homepage`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={TIME_TRAP_FIELD} value={formStartedAt} />
      {botCheck.enabled && botCheck.siteKey && (
        <div>
          <p className="field-label">Security check</p>
          {hydrated ? (
            <TurnstileWidget
              siteKey={botCheck.siteKey}
              scriptUrl={botCheck.scriptUrl}
              onToken={onToken}
              onState={onState}
              resetKey={resetKey}
              expiredDescription={expiredDescription}
            />
          ) : (
            <noscript>
              <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
                JavaScript is off, so the security check can't run. {noJsNote}
              </p>
            </noscript>
          )}
          <input type="hidden" name="cf-turnstile-response" value={token ?? ""} />
          {error && <p className="field-error">{error}</p>}
        </div>
      )}
    </>
  );
}
