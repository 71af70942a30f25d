import type { FormEvent } from "react";

/**
 * A form's onSubmit (Conform's check) followed, when the browser refused the submission, by taking the
 * keyboard (and a screen reader) to the first field in error.
 */
export function focusingFirstError(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) return;
    const formElement = event.currentTarget;
    requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
}
