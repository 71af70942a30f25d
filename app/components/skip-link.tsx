import type { MouseEvent } from "react";

/**
 * "Skip to content" (WCAG 2.4.1). Without JavaScript it is a plain link to #main. With it, the
 * click moves focus to <main> itself and adds no history entry: a jump to #main would be a router
 * navigation, and React drops a page part that has not hydrated yet (its chunk still on the way,
 * docs/decisions/0089-airport-page-parts-on-demand.md) when the router's state changes, so the
 * home page's search form vanished until its chunk came and the next Tab passed it by
 * (docs/decisions/0095-skip-link-without-navigation.md).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.focus();
}
