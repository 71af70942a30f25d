import type { FormEvent } from "react";

/**
 * Takes the keyboard (and a screen reader) to a form's first field in error or, when only the form as a
 * whole is ('Report at least one thing you found…', 'Invalid email or password'), to its error (FormError,
 * app/components/form-field.tsx): focus scrolls it into view, so a pilot at the bottom of a long form or
 * dialog sees why nothing was sent. After the errors have rendered (the next frame).
 */
export function focusFirstError(formElement: HTMLFormElement) {
  requestAnimationFrame(() => {
    const target =
      formElement.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      formElement.querySelector<HTMLElement>("[data-form-error]");
    target?.focus();
  });
}

/** A form's onSubmit (Conform's check) followed, when the browser refused the submission, by focusFirstError. */
export function focusingFirstError(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (event.defaultPrevented) focusFirstError(event.currentTarget);
  };
}
