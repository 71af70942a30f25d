import { Suspense, useState, type ReactNode } from "react";

/**
 * A part of a page that the browser loads after the page (docs/decisions/0089-airport-page-parts-on-demand.md).
 * The server renders it in place; the browser hydrates it when its chunk has come. If the router's state
 * changes before that (a pilot's early click on a tab or a save), React drops the part's server HTML and
 * shows the fallback until the chunk comes: here, a copy of that HTML taken before hydration, as long as the
 * part still stands for the same thing (`of`), so the runways or the search form do not vanish on a slow
 * link (docs/decisions/0096-parts-kept-on-screen.md).
 */
interface Props {
  /** Unique on the page. */
  name: string;
  /** What the part shows (an airport's id, a search): a copy is shown again only for the same. */
  of: string;
  children: ReactNode;
}

interface ServerCopy {
  of: string;
  html: string;
}

/**
 * Read when the module is first evaluated: before hydration on the document the server sent (route
 * modules run before React Router hydrates). Evaluated later, on a client navigation, it reads the page
 * being left, whose parts have other names or stand for other things, so no copy of it is ever shown.
 */
const serverCopies: ReadonlyMap<string, ServerCopy> =
  typeof document === "undefined"
    ? new Map()
    : new Map(
        Array.from(document.querySelectorAll<HTMLElement>("[data-part]"), (el) => [
          el.dataset.part ?? "",
          { of: el.dataset.of ?? "", html: el.innerHTML },
        ]),
      );

export function LazyPart({ name, of, children }: Props) {
  return (
    <div data-part={name} data-of={of} className="contents">
      <Suspense fallback={<CopyOfServerHtml name={name} of={of} />}>{children}</Suspense>
    </div>
  );
}

function CopyOfServerHtml({ name, of }: Omit<Props, "children">) {
  const [html] = useState(() => {
    const copy = serverCopies.get(name);
    return copy?.of === of ? copy.html : "";
  });
  // The server's own markup, as the browser parsed it: text stays escaped, and scripts inserted this way never run.
  return html ? <div className="contents" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
