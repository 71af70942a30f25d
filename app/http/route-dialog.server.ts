import { ROUTE_DIALOG_PARAM } from "~/lib/route-dialog";

/** The post came from a route dialog (app/components/route-dialog.tsx), not from the page itself. */
export const fromRouteDialog = (request: Request) => new URL(request.url).searchParams.get(ROUTE_DIALOG_PARAM) === "1";
