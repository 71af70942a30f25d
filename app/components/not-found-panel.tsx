import { Link } from "react-router";

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
