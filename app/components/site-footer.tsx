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
            <li>
              <Link to="/">Search Airports</Link>
            </li>
            <li>
              <Link to="/tools">Trip Tools</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/report">Feature / Bug Report</Link>
            </li>
            <li>{user ? <Link to="/profile">My Account</Link> : <Link to="/auth">Sign In / Sign Up</Link>}</li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Use</Link>
            </li>
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
