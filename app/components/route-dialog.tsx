import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useNavigate, type FetcherWithComponents } from "react-router";
import { ToastOutlet } from "./toaster";
import { dialogAction, isDialogDone, type DialogDone } from "~/lib/route-dialog";
import { useHydrated } from "~/lib/use-hydrated";

/** What a route dialog hands its form: post with this fetcher to `action`; `answer` is the action's last refusal. */
export interface RouteDialogForm<Answer> {
  fetcher: FetcherWithComponents<unknown>;
  action: string;
  answer: Answer | null;
  pending: boolean;
  close(): void;
}

interface Props<Data, Answer> {
  /** The route that is the dialog's own page without JavaScript; its loader feeds the form, its action takes the post. */
  href: string;
  /** The dialog's heading, which names it (aria-labelledby). */
  title: string;
  /** The link's (or, with JavaScript, the button's) content. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** A confirmation (delete): role alertdialog, described by the element with this id. */
  describedBy?: string;
  /**
   * The id of the element that takes focus once the post is done, when the trigger goes
   * with it (a delete removes its place, button and all); it needs tabIndex -1 if it is no control.
   */
  focusAfterDone?: string;
  /** Loads what the form needs that the page did not load (app/lib/lazy-part.ts); the form shows once it is there. */
  load?: () => Promise<unknown>;
  /** The route's own form component, fed with the route loader's data. */
  children(data: Data, form: RouteDialogForm<Answer>): ReactNode;
}

/** What a route's own form takes from its dialog, as props: its last refusal, pending, the fetcher and action to post with, and Cancel. */
export function dialogFormProps<Answer>(form: RouteDialogForm<Answer>) {
  return {
    answer: form.answer,
    pending: form.pending,
    fetcher: form.fetcher,
    action: form.action,
    onCancel: form.close,
  };
}

const FIRST_FIELD = "[data-autofocus], input:not([type=hidden]), select, textarea";

/**
 * A link to a form's own page that, with JavaScript, opens that page's form in
 * a modal <dialog> instead (docs/decisions/0042-route-dialogs.md): the route's
 * loader data comes by a fetcher, the form posts by a fetcher to the route's
 * action with `?dialog=1`, and a `{ ok, toast }` answer closes the dialog and
 * shows the toast; the page's loaders run again after the post by themselves.
 * Escape closes it; the browser returns focus to the trigger. The route exports
 * `clientAction = toastWhenDone`, so a post's toast shows even when the dialog (or
 * the page) is gone by the time its answer comes.
 */
export function RouteDialog<Data, Answer>({
  href,
  title,
  trigger,
  triggerClassName,
  describedBy,
  focusAfterDone,
  load,
  children,
}: Props<Data, Answer>) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The element itself (a callback ref into state): effects and the Cancel button reach it.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  const setup = useFetcher<Data>();
  const submit = useFetcher<Answer | DialogDone>();
  const [open, setOpen] = useState(false);
  // What the fetchers held before this opening: an earlier opening's form or answer is not shown again.
  const [before, setBefore] = useState<{ data: unknown; answer: unknown }>({ data: undefined, answer: undefined });

  // What `load` brings: "loaded" at once without it.
  const [part, setPart] = useState<"loading" | "loaded" | "failed">(load ? "loading" : "loaded");

  const ready =
    open && part === "loaded" && setup.state === "idle" && setup.data !== undefined && setup.data !== before.data;
  const latest = submit.data !== before.answer ? submit.data : undefined;
  const answer = latest !== undefined && !isDialogDone(latest) ? (latest as Answer) : null;

  useEffect(() => {
    if (dialog && !dialog.open) dialog.showModal();
  }, [dialog]);

  useEffect(() => {
    if (ready) dialog?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [ready, dialog]);

  // The done answer already handled: the effect runs again when the dialog element goes.
  // Its toast showed as it arrived (the route's clientAction, toastWhenDone in app/lib/route-dialog.ts).
  const handled = useRef<unknown>(undefined);
  // A post of this dialog's whose answer it has not handled yet.
  const posted = useRef(false);
  useEffect(() => {
    if (submit.state !== "idle") posted.current = true;
  }, [submit.state]);
  useEffect(() => {
    if (isDialogDone(latest)) {
      if (handled.current === latest) return;
      handled.current = latest;
      posted.current = false;
      dialog?.close();
      if (latest.to) void navigate(latest.to);
      else if (focusAfterDone) document.getElementById(focusAfterDone)?.focus();
    } else if (dialog && latest !== undefined) {
      posted.current = false;
      // A refusal: take the keyboard (and a screen reader) to the first field in error.
      dialog.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [latest, dialog, focusAfterDone, navigate]);
  // The page's new data can take this dialog away with what it deleted before the effect above has
  // seen the answer: in the render that brings the answer, or after another post's answer came
  // first. The focus has fallen to <body> then (docs/decisions/0100-focus-after-removal.md).
  useEffect(
    () => () => {
      if (posted.current && focusAfterDone && document.activeElement === document.body)
        document.getElementById(focusAfterDone)?.focus();
    },
    [focusAfterDone],
  );

  const show = () => {
    setBefore({ data: setup.data, answer: submit.data });
    setOpen(true);
    setup.load(href);
    if (load && part !== "loaded") {
      setPart("loading");
      load().then(
        () => setPart("loaded"),
        () => setPart("failed"),
      );
    }
  };

  if (!hydrated) {
    return (
      <Link to={href} className={triggerClassName}>
        {trigger}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={triggerClassName} onClick={show} aria-haspopup="dialog">
        {trigger}
      </button>
      {open && (
        <dialog
          ref={setDialog}
          role={describedBy ? "alertdialog" : undefined}
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          onClose={() => setOpen(false)}
          className="m-auto w-[min(40rem,calc(100vw-1.5rem))] rounded-lg p-0 text-left text-base font-normal text-slate-900 no-underline shadow-xl backdrop:bg-slate-900/50"
        >
          <div className="max-h-[calc(100dvh-2.5rem)] overflow-y-auto p-4 sm:p-6">
            <h2 id={titleId} className="mb-4 text-xl font-bold text-navy-900">
              {title}
            </h2>
            {ready ? (
              children(setup.data as Data, {
                fetcher: submit,
                action: dialogAction(href),
                answer,
                pending: submit.state !== "idle",
                close: () => dialog?.close(),
              })
            ) : part === "failed" ? (
              <p role="alert" className="text-red-800">
                The form could not be loaded. Check your connection and try again.
              </p>
            ) : (
              <p role="status" className="text-slate-700">
                Loading the form…
              </p>
            )}
          </div>
          <ToastOutlet />
        </dialog>
      )}
    </>
  );
}
