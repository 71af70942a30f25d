import { useNavigation } from "react-router";

/**
 * Whether this page's form submission is on its way (JavaScript only: without
 * it the browser shows its own progress). Narrowed to one form by its
 * `intent` field, or by a test of the submitted fields.
 *
 *   const pending = usePending("profile");
 *   const searching = usePending((fields) => fields.get("tab") === "duration");
 */
export function usePending(which?: string | ((fields: FormData) => boolean)): boolean {
  const navigation = useNavigation();
  const fields = navigation.formData;
  if (navigation.state === "idle" || !fields) return false;
  if (which === undefined) return true;
  return typeof which === "string" ? fields.get("intent") === which : which(fields);
}

type ButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled">;

/**
 * A submit button's props while its post is on its way: it says it is unavailable
 * (aria-disabled, styled like `disabled`) and ignores further presses, Enter in a field
 * of its form too. Not `disabled`: the browser takes the focus from a disabled button,
 * so a keyboard user was left on the page's body after every save.
 *
 *   <button type="submit" {...busyProps(pending)}>
 */
export function busyProps(busy: boolean) {
  return busy ? { "aria-disabled": true, onClick: ignorePress } : {};
}

const ignorePress = (event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A form's submit button that says what is happening ('Saving...') and cannot
 * be pressed again while its submission is pending.
 *
 * Pressing it does not take the focus from the field being typed in: that
 * blur would check the field first, its message would push the button down
 * before the press ends, and the press would be lost — the form then showed
 * one field's error, and every other error only on the next press (issue 20).
 * The click still submits and checks every field at once; keyboard use is unchanged.
 */
export function StatusButton({
  pending,
  pendingLabel,
  className = "btn-primary",
  children,
  ...rest
}: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <button type="submit" className={className} onMouseDown={keepFocus} {...rest} {...busyProps(pending)}>
      {pending ? pendingLabel : children}
    </button>
  );
}

const keepFocus = (event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault();
