import { useNavigation } from "react-router";
import type { Route } from "./+types/airport-place-delete";
import { pageTitle } from "~/lib/page-title";
import { loadOnOpenOnly, toastWhenDone } from "~/lib/route-dialog";
import { PlaceDeleteConfirmation, placeListHref } from "~/components/place-admin-form";
import { placeDeleteAction, placePageLoader } from "~/http/place-admin-form.server";

/**
 * The delete confirmation of an activity or landmark ('This action cannot be
 * undone.') as its own page; with JavaScript the airport page opens it in a
 * dialog (app/components/route-dialog.tsx). Admins only.
 */
export async function loader(args: Route.LoaderArgs) {
  const { table, place, airport } = await placePageLoader(args);
  return { table, name: place!.name, imported: place!.source !== "admin", pageId: airport.pageId };
}

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;
/** A done answer's toast shows as it comes, even when the dialog went with what it deleted. */
export const clientAction = (args: Route.ClientActionArgs) => toastWhenDone(args);

export const action = placeDeleteAction;

export const meta = (args: Route.MetaArgs) => (args.data ? pageTitle(args, `Delete ${args.data.name}`) : []);

export default function DeletePlacePage({ loaderData }: Route.ComponentProps) {
  const { table, name, imported, pageId } = loaderData;
  const navigation = useNavigation();
  return (
    <section
      className="card mx-auto max-w-xl p-6"
      role="alertdialog"
      aria-labelledby="delete-heading"
      aria-describedby="delete-text"
    >
      <h1 id="delete-heading" className="mb-2 text-2xl font-bold text-navy-900">
        {`Delete ${name}?`}
      </h1>
      <PlaceDeleteConfirmation
        imported={imported}
        textId="delete-text"
        pending={navigation.state === "submitting"}
        cancelHref={placeListHref(pageId, table)}
      />
    </section>
  );
}

export { ErrorBoundary } from "~/components/place-admin-error";
