import { useState } from "react";
import { Form, Link, NavLink, useNavigate, useNavigation } from "react-router";
import { accountShortLabel } from "~/lib/account-label";
import { ADMIN_AREA_BUILT } from "~/lib/areas";
import { normalizeAirportCode } from "~/lib/display";
import { useHydrated } from "~/lib/use-hydrated";
import { busyProps } from "~/components/status-button";

/** What the nav needs to know about the signed-in user (the root loader's user). */
export interface NavUser {
  email: string;
  firstName: string | null;
  isAdmin: boolean;
}

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-md px-1 py-1.5 text-sm font-semibold text-white no-underline hover:bg-white/10 sm:px-2 ${isActive ? "bg-white/15" : ""}`;

/**
 * Sticky top bar: logo, the airport-id jump box, and the links of the areas
 * that exist, by auth state (docs/product.md, "Accounts"). Narrow screens put the
 * links on a second row with the spec's short labels.
 */
export function SiteNav({ user }: { user: NavUser | null }) {
  return (
    <header className="sticky top-0 z-40 bg-navy-800 text-white shadow">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-2 py-2 sm:flex-nowrap sm:gap-4 sm:px-6"
      >
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-white no-underline">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="hidden text-lg sm:inline">AirportFinder</span>
          <span className="sr-only sm:hidden">AirportFinder home</span>
        </Link>
        <AirportJumpBox />
        <div className="flex w-full min-w-0 items-center justify-end gap-0.5 border-t border-white/15 pt-1 sm:w-auto sm:gap-2 sm:border-0 sm:pt-0">
          <NavLink to="/tools" className={navLinkClass}>
            Tools
          </NavLink>
          {user ? (
            <SignedInLinks user={user} />
          ) : (
            <Link
              to="/auth"
              className="shrink-0 rounded-md bg-white px-3 py-1.5 text-sm font-bold text-navy-900 no-underline hover:bg-navy-50"
            >
              <span className="hidden sm:inline">Login</span>
              <span className="sm:hidden">Sign In</span>
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}

function SignedInLinks({ user }: { user: NavUser }) {
  return (
    <>
      {ADMIN_AREA_BUILT && user.isAdmin && (
        <NavLink to="/admin" className={navLinkClass}>
          Admin
        </NavLink>
      )}
      <NavLink to="/trips" className={navLinkClass}>
        <span className="hidden sm:inline">My Trips</span>
        <span className="sm:hidden">Trips</span>
      </NavLink>
      {/*
        The one item that gives way on a narrow screen: a long name is cut short, never pushed off screen.
        On a 320 px phone the admin's row (Tools, Admin, Trips, name, Logout) leaves the name about 65 px:
        the row's items keep tight padding there so a first name like 'Amelia' shows whole.
      */}
      <NavLink
        to="/profile"
        className={({ isActive }) =>
          `min-w-0 rounded-md px-1 py-1.5 text-sm font-semibold text-white no-underline hover:bg-white/10 sm:px-2 ${isActive ? "bg-white/15" : ""}`
        }
      >
        <span className="hidden sm:inline">My Account</span>
        <span className="block max-w-[6.5rem] truncate sm:hidden">{accountShortLabel(user)}</span>
      </NavLink>
      <LogoutButton />
    </>
  );
}

/** A POST form (never a link: a GET must not sign anyone out); 'Signing out...' and busy while pending. */
function LogoutButton() {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/logout";
  return (
    <Form method="post" action="/logout" className="shrink-0">
      <button
        type="submit"
        {...busyProps(pending)}
        className="rounded-md border border-white/40 px-1.5 py-1 text-sm font-semibold text-white hover:bg-white/10 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:px-3"
      >
        {pending ? "Signing out..." : "Logout"}
      </button>
    </Form>
  );
}

function AirportJumpBox() {
  const [id, setId] = useState("");
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/airport"
      role="search"
      aria-label="Go to airport"
      className="ml-auto flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const code = normalizeAirportCode(id);
        if (!code) return;
        setId("");
        navigate(`/airport/${encodeURIComponent(code)}`);
      }}
    >
      <label htmlFor="nav-airport-id" className="sr-only">
        Airport ID
      </label>
      <input
        id="nav-airport-id"
        name="id"
        value={id}
        onChange={(e) => setId(e.target.value.toUpperCase())}
        placeholder="Airport ID"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        required
        className="w-24 rounded-md border border-white/30 bg-white px-2 py-1.5 text-sm font-semibold uppercase text-slate-900 placeholder:font-normal placeholder:normal-case placeholder:text-slate-500 sm:w-32"
      />
      <GoButton disabled={!id.trim()} />
    </Form>
  );
}

/** Disabled while the box is blank once hydrated; without JavaScript the server handles a blank box. */
function GoButton({ disabled }: { disabled: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={hydrated && disabled}
      className="rounded-md bg-amber-400 px-3 py-1.5 text-sm font-bold text-navy-900 hover:bg-amber-300 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
    >
      GO
    </button>
  );
}
