import { useEffect } from "react";

/**
 * Keeps the keyboard in place when the button it pressed goes with the post's answer
 * (docs/decisions/0100-focus-after-removal.md): a row's Remove goes with its row, a status
 * move the new status no longer offers goes from its card. The browser drops the focus of a
 * removed element to <body>, which throws a keyboard or screen-reader user back to the top.
 *
 * A button matching `controls` pressed while it had the focus is remembered; once the page
 * changes and the focus has fallen to <body>, it goes to the first of these still on the page:
 * 1. the button itself (its row only moved);
 * 2. the `[data-focus-heading]` of its `[data-focus-row]` (the row stayed; its buttons changed);
 * 3. the next button matching `controls` as the page was when pressed, else the nearest before it;
 * 4. the page's `[data-focus-fallback]` (the list's empty state).
 * Headings and empty states that take it have tabIndex -1. Without JavaScript the post is a page load.
 *
 *   useFocusAfterRemoval("button[data-saved]");
 */
export function useFocusAfterRemoval(controls: string) {
  useEffect(() => {
    let stop = () => {};
    const onSubmit = (event: SubmitEvent) => {
      const pressed = event.submitter;
      if (!(pressed instanceof HTMLElement) || !pressed.matches(controls) || document.activeElement !== pressed) return;
      stop();
      const all = [...document.querySelectorAll<HTMLElement>(controls)];
      const at = all.indexOf(pressed);
      const heading = pressed.closest("[data-focus-row]")?.querySelector<HTMLElement>("[data-focus-heading]");
      const places = [pressed, heading, ...all.slice(at + 1), ...all.slice(0, at).reverse()];
      const observer = new MutationObserver(() => {
        const active = document.activeElement;
        if (active === pressed) return;
        // Elsewhere than <body>: the user (or a dialog) took the focus on.
        if (!active || active === document.body)
          // The first that takes it: one on the page may be hidden (a closed part, a form put aside).
          [...places, document.querySelector<HTMLElement>("[data-focus-fallback]")].some(
            (el) => el?.isConnected && (el.focus(), document.activeElement === el),
          );
        end();
      });
      const end = () => {
        observer.disconnect();
        document.removeEventListener("pointerdown", end, true);
      };
      stop = end;
      observer.observe(document.body, { childList: true, subtree: true });
      // A click elsewhere meanwhile is the user's own move.
      document.addEventListener("pointerdown", end, true);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      stop();
    };
  }, [controls]);
}
