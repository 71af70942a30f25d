import { useCallback } from "react";

/**
 * Result rows that open their airport when clicked anywhere, once JavaScript
 * runs: a row carries `data-row`, its airport-name link `data-row-link`.
 * The link stays the one focusable control of the row (keyboard and screen
 * readers use it, nothing interactive is nested); without JavaScript the
 * link alone opens the airport. A click on another control, a modified
 * click on the link itself, or the end of a text selection is left alone.
 *
 *   const rows = useRowLinks();
 *   <div ref={rows}> … <tr data-row> … <Link data-row-link …> … </div>
 */
export function useRowLinks() {
  return useCallback((container: HTMLElement | null) => {
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest("a, button, input, select, textarea, summary, label")) return;
      const row = target.closest("[data-row]");
      const link = row?.querySelector<HTMLAnchorElement>("a[data-row-link]");
      if (!row || !link || !container.contains(row)) return;
      if (window.getSelection()?.toString()) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(link.href, "_blank", "noopener");
      else link.click();
    };
    container.dataset.rowLinks = "on";
    container.addEventListener("click", onClick);
    return () => {
      container.removeEventListener("click", onClick);
      delete container.dataset.rowLinks;
    };
  }, []);
}
