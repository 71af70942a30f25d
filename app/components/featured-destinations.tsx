import { Link } from "react-router";
import type { FeaturedDestination } from "~/services/featured.server";
import { FallbackImage } from "./fallback-image";

export const STOCK_AIRPORT_IMAGE = "/images/airport-stock.svg";

export function FeaturedDestinations({ destinations }: { destinations: FeaturedDestination[] }) {
  return (
    <section aria-labelledby="featured-heading" className="mt-8">
      <h2 id="featured-heading" className="text-xl font-bold text-navy-900">
        Featured Destinations
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {destinations.slice(0, 6).map((d) => (
          <li key={d.id}>
            <Link to={`/airport/${d.id}`} className="card group block overflow-hidden no-underline hover:shadow-md">
              <FallbackImage
                src={d.photoUrl ?? STOCK_AIRPORT_IMAGE}
                alt=""
                width={600}
                height={300}
                loading="lazy"
                className="aspect-[2/1] w-full bg-navy-100 object-cover"
              />
              <div className="p-4">
                <p className="font-semibold text-navy-800 group-hover:underline">{d.name}</p>
                <p className="mt-0.5 flex items-center gap-2 text-sm text-slate-700">
                  <span className="id-chip">{d.id}</span>
                  <span>{`${d.city}, ${d.state}`}</span>
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
