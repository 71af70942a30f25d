import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

/**
 * conform's control props, plus `autoFocus` on a control whose field shows an error. Without
 * JavaScript a refused post comes back as a new page, and the browser focuses the first control
 * carrying `autofocus` in the page (HTML's autofocus candidates: the first one wins): the first
 * field in error, as conform focuses it with JavaScript. A control already on the screen is not
 * focused again by React when its error appears, so with JavaScript conform's own focus stands
 * (docs/decisions/0108-focus-targets-center.md).
 */
type InputArgs = Parameters<typeof getInputProps>;
type SelectArgs = Parameters<typeof getSelectProps>;
type TextareaArgs = Parameters<typeof getTextareaProps>;

const focusWhenRefused = (field: { errors?: string[] }) => (field.errors?.length ? { autoFocus: true } : {});

export function inputProps<Options extends InputArgs[1]>(field: InputArgs[0], options: Options) {
  return { ...getInputProps(field, options), ...focusWhenRefused(field) };
}

export function selectProps(field: SelectArgs[0], options?: SelectArgs[1]) {
  return { ...getSelectProps(field, options), ...focusWhenRefused(field) };
}

export function textareaProps(field: TextareaArgs[0], options?: TextareaArgs[1]) {
  return { ...getTextareaProps(field, options), ...focusWhenRefused(field) };
}
