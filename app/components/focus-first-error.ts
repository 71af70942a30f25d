import type { FormEvent } from "react";

/**
 * A form's onSubmit (Conform's check) followed, when the browser refused the submission, by taking the
 * keyboard (and a screen reader) to the first field in error or, when only the form as a whole is
 * ('Report at least one thing you found…'), to its error (FormError, app/components/form-field.tsx):
 * focus scrolls it into view, so a pilot at the bottom of a long form or dialog sees why nothing was sent.
 */
export function focusingFirstError(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) return;
    const formElement = event.currentTarget;
    requestAnimationFrame(() => {
      const target =
        formElement.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        formElement.querySelector<HTMLElement>("[data-form-error]");
      target?.focus();
    });
  };
}
