import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from "react";

/**
 * A part of a page that the browser loads after the page (docs/decisions/0089-airport-page-parts-on-demand.md).
 * The server renders it in place; the browser hydrates it when its chunk has come. If the router's state
 * changes before that (a pilot's early click on a tab or a save), React drops the part's server HTML and
 * shows the fallback until the chunk comes: here, a copy of that HTML taken before hydration, as long as the
 * part still stands for the same thing (`of`), so the runways or the search form do not vanish on a slow
 * link (docs/decisions/0096-parts-kept-on-screen.md). A part whose chunk cannot be fetched (one bar of
 * signal, or a deploy that replaced the chunks) keeps that copy too, instead of turning the page into the
 * route's error page; without a copy it says so and offers a reload (decision 0089).
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
      <PartBoundary name={name} of={of}>
        <Suspense fallback={<CopyOfServerHtml name={name} of={of} />}>{children}</Suspense>
      </PartBoundary>
    </div>
  );
}

/** Catches a part that failed (its chunk not fetched): the server's copy of it, else a way to load the page again. */
class PartBoundary extends Component<Props, { failedFor: string | null }> {
  state = { failedFor: null as string | null };
  static getDerivedStateFromError(): { failedFor: string } {
    return { failedFor: "" };
  }
  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.setState({ failedFor: this.props.of });
    console.error(`The page part "${this.props.name}" did not load:`, error);
  }
  render() {
    const { failedFor } = this.state;
    // Another airport or search is another part: it gets its own try.
    if (failedFor === null || (failedFor !== "" && failedFor !== this.props.of)) return this.props.children;
    const { name, of } = this.props;
    return serverCopies.get(name)?.of === of ? (
      <CopyOfServerHtml name={name} of={of} />
    ) : (
      <p role="status" className="my-2 text-sm text-slate-700">
        Part of this page did not load (no connection?).{" "}
        <a href={typeof location === "undefined" ? "" : location.href} className="font-semibold underline">
          Load the page again
        </a>
      </p>
    );
  }
}

function CopyOfServerHtml({ name, of }: Omit<Props, "children">) {
  const [html] = useState(() => {
    const copy = serverCopies.get(name);
    return copy?.of === of ? copy.html : "";
  });
  // The server's own markup, as the browser parsed it: text stays escaped, and scripts inserted this way never run.
  return html ? <div className="contents" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
