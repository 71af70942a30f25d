import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { focusWhenRefused } from "./focus-when-refused";

/** conform's control props, plus `autoFocus` on a control whose field shows an error (./focus-when-refused.ts). */
type InputArgs = Parameters<typeof getInputProps>;
type SelectArgs = Parameters<typeof getSelectProps>;
type TextareaArgs = Parameters<typeof getTextareaProps>;

export function inputProps<Options extends InputArgs[1]>(field: InputArgs[0], options: Options) {
  return { ...getInputProps(field, options), ...focusWhenRefused(field) };
}

export function selectProps(field: SelectArgs[0], options?: SelectArgs[1]) {
  return { ...getSelectProps(field, options), ...focusWhenRefused(field) };
}

export function textareaProps(field: TextareaArgs[0], options?: TextareaArgs[1]) {
  return { ...getTextareaProps(field, options), ...focusWhenRefused(field) };
}
