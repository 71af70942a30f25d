import { useState } from "react";
import { Form, Link, NavLink, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/** Sticky top bar: logo, the airport-id jump box, and the links of the areas that exist. */
export function SiteNav() {
  return (
    <header className="sticky top-0 z-40 bg-navy-800 text-white shadow">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-white no-underline">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="hidden text-lg sm:inline">AirportFinder</span>
          <span className="sr-only sm:hidden">AirportFinder home</span>
        </Link>
        <AirportJumpBox />
        <NavLink to="/tools" className={navLinkClass}>
          Tools
        </NavLink>
      </nav>
    </header>
  );
}

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-md px-2 py-1.5 text-sm font-semibold text-white no-underline hover:bg-white/10 ${isActive ? "bg-white/15" : ""}`;

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
        const code = id.trim().toUpperCase();
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
        onChange={(e) => setId(e.target.value)}
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
