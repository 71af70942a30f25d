/**
 * A page's <title> from its route's meta, or none when the route answers with its error boundary:
 * the error panel writes the one title of an error page (app/components/route-error.tsx), so a
 * 404 never reads as the page it is not.
 */
export const pageTitle = ({ error }: { error?: unknown }, title: string) =>
  error ? [] : [{ title: `${title} | AirportFinder` }];
