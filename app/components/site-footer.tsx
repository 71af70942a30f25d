import { Link } from "react-router";
import { ADMIN_AREA_BUILT } from "~/lib/areas";
import { FaaCycleWarning } from "./faa-cycle-warning";
import { isoDayText } from "~/lib/date-format";
import { OfficialSourcesList } from "./official-sources";

interface Props {
  dataCycle: { label: string; effectiveDate: string; expired: boolean } | null;
  /** The signed-in user, if any: the footer's account link, and the Admin button for admins. */
  user?: { isAdmin: boolean } | null;
}

const footerLinks = (user: Props["user"]): [to: string, label: string][] => [
  ["/", "Search Airports"],
  ["/tools", "Trip Tools"],
  ["/contact", "Contact"],
  ["/report", "Feature / Bug Report"],
  user ? ["/profile", "My Account"] : ["/auth", "Sign In / Sign Up"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Use"],
];

export function SiteFooter({ dataCycle, user = null }: Props) {
  return (
    <footer className="mt-10 border-t border-slate-200 bg-white text-sm text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-6 px-3 py-8 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-bold text-slate-900">AirportFinder</p>
          <p className="mt-2">
            For reference only. Not official navigation data: always check current charts, NOTAMs and the Chart
            Supplement before flight.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-1">
            {footerLinks(user).map(([to, label]) => (
              <li key={to}>
                <Link className="standalone-link" to={to}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          {ADMIN_AREA_BUILT && user?.isAdmin && (
            <Link to="/admin" className="btn-secondary mt-3 px-3 py-1 text-sm">
              Admin
            </Link>
          )}
        </nav>
        <div>
          <OfficialSourcesList className="space-y-1" />
          <p className="mt-3" data-testid="data-cycle">
            {dataCycle ? (
              <>
                {`Airport data: ${dataCycle.label}, effective `}
                <time dateTime={dataCycle.effectiveDate}>{isoDayText(dataCycle.effectiveDate)}</time>
              </>
            ) : (
              "Airport data: not loaded"
            )}
          </p>
          <FaaCycleWarning dataCycle={dataCycle} className="mt-2" />
        </div>
      </div>
    </footer>
  );
}
