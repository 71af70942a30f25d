/** The official sources a pilot checks this site's data against: the site footer's and the contact page's list. */
const OFFICIAL_SOURCES = [
  { href: "https://www.faa.gov/airports/airport_safety/airportdata_5010", label: "FAA airport data (5010)" },
  { href: "https://aviationweather.gov/", label: "Aviation Weather Center" },
] as const;

export function OfficialSourcesList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {OFFICIAL_SOURCES.map((s) => (
        <li key={s.href}>
          <a href={s.href} rel="noreferrer" className="standalone-link">
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
