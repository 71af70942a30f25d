import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Result rows that open their airport when clicked anywhere, once JavaScript
 * runs: a row carries `data-row`, its airport-name link `data-row-link`.
 * The link stays the one focusable control of the row (keyboard and screen
 * readers use it, nothing interactive is nested); without JavaScript the
 * link alone opens the airport. A click on another control, a modified
 * click on the link itself, or the end of a text selection is left alone.
 *
 * The name links are plain anchors, not `<Link>`s: one listener on the list
 * routes a plain click on any of them through React Router, which a hundred
 * `<Link>` components would each do at a cost to every render of the page
 * (issue 23, docs/decisions/0090-result-row-classes.md).
 *
 *   const rows = useRowLinks();
 *   <div ref={rows}> … <tr data-row> … <a href=… data-row-link> … </div>
 */
export function useRowLinks() {
  const navigate = useNavigate();
  return useCallback(
    (container: HTMLElement | null) => {
      if (!container) return;
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0) return;
        const target = event.target instanceof Element ? event.target : null;
        if (!target) return;
        const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
        const ownLink = target.closest<HTMLAnchorElement>("a[data-row-link]");
        if (ownLink) {
          // The browser's own for a modified click (new tab, window, download).
          if (modified) return;
          event.preventDefault();
          void navigate(ownLink.getAttribute("href")!);
          return;
        }
        if (target.closest("a, button, input, select, textarea, summary, label")) return;
        const row = target.closest("[data-row]");
        const link = row?.querySelector<HTMLAnchorElement>("a[data-row-link]");
        if (!row || !link || !container.contains(row)) return;
        if (window.getSelection()?.toString()) return;
        if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(link.href, "_blank", "noopener");
        else void navigate(link.getAttribute("href")!);
      };
      container.dataset.rowLinks = "on";
      container.addEventListener("click", onClick);
      return () => {
        container.removeEventListener("click", onClick);
        delete container.dataset.rowLinks;
      };
    },
    [navigate],
  );
}
