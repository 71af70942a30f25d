import { Link, useParams } from "react-router";
import { normalizeAirportCode } from "~/lib/display";

export function NotFoundPanel({
  title = "Page Not Found",
  message = "The page you are looking for does not exist.",
  linkText = "Back to Search",
}) {
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <title>{`${title} | AirportFinder`}</title>
      <p className="text-5xl font-black text-navy-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link to="/" className="btn-primary mt-6">
        {linkText}
      </Link>
    </section>
  );
}

/** The 404 of an airport's pages (the airport page, its kneeboard card): the URL's identifier is not in the FAA data. */
export function AirportNotFoundPanel() {
  const { locId } = useParams();
  return (
    <NotFoundPanel
      title="Airport Not Found"
      message={`No airport with the identifier ${normalizeAirportCode(locId ?? "")} is in the FAA data. Check the LOC or ICAO ID and try again.`}
    />
  );
}
