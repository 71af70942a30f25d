import { useState, type FormEvent } from "react";
import type { BotCheckProps } from "./bot-check-field";
import { showToast } from "./toaster";
import type { WidgetState } from "./turnstile-widget";
import { CHECK_MISSING, type BotCheckedForm } from "~/lib/bot-check";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The submit guard of every form with the bot check (docs/product.md, "Accounts"
 * and "Contact, reports and the Admin Dashboard"):
 * with JavaScript and a widget that has not failed, the form is not sent until
 * the widget gave a token; a submit before that shows the form's own toast (CHECK_MISSING).
 * Without JavaScript (or with a widget that could not load) nothing is held back:
 * the server's fallback judges the post (docs/decisions/0013-auth-and-bot-check.md).
 *
 *   const guard = useBotCheckGuard(botCheck, "contact");
 *   <Form onSubmit={(e) => guard.checkAll(e, formProps.onSubmit)}>
 *   <BotCheckField {...guard.field} … />
 */
export function useBotCheckGuard(botCheck: Pick<BotCheckProps, "enabled">, form: BotCheckedForm) {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [widget, setWidget] = useState<WidgetState>("loading");
  const waiting = botCheck.enabled && hydrated && widget !== "failed" && !token;
  return {
    /** True while the form must wait for the check (a submit button may show it disabled). */
    waiting,
    /** The token and the widget's callbacks, for BotCheckField (or TurnstileWidget). */
    field: { token, onToken: setToken, onState: setWidget },
    /**
     * The form's onSubmit: every error at once. The fields' own check (`validate`, conform's
     * onSubmit) runs first and shows its messages, then the wait for the bot check stops the
     * post too, with its toast: a mistake in a field is never hidden behind the check
     * (issue 20, "Validation shows every error at once").
     */
    checkAll(event: FormEvent<HTMLFormElement>, validate: (event: FormEvent<HTMLFormElement>) => void): void {
      validate(event);
      this.stopUnchecked(event);
    },
    /** While waiting it stops the post and shows the toast, and answers true. */
    stopUnchecked(event: FormEvent<HTMLFormElement>): boolean {
      if (!waiting) return false;
      event.preventDefault();
      const { title, message } = CHECK_MISSING[form];
      showToast({ title, description: message, variant: "destructive" });
      return true;
    },
  };
}
