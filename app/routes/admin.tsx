import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import type { loader as rootLoader } from "~/root";
import { FaaCycleWarning } from "~/components/faa-cycle-warning";
import { LinkTabs } from "~/components/link-tabs";
import { aroundLoaderDoor, loaderDoor } from "~/http/page-door.server";
import { triageCountsCase } from "~/use-cases/feedback.server";
import { MAIL_LINKS_OFF, mailConfig } from "~/services/mail-config.server";
import { useFocusAfterRemoval } from "~/lib/use-focus-after-removal";

/**
 * The Admin Dashboard (docs/product.md, "Contact, reports and the Admin
 * Dashboard"): admins only, checked on the server on every request (others:
 * 403 'Admin access required'). Its tabs are child routes, so each is a link
 * and a URL of its own.
 */
const counts = loaderDoor(triageCountsCase);
export const loader = aroundLoaderDoor(counts, async (args: Route.LoaderArgs) => ({
  counts: await counts(args),
  // docs/decisions/0072-mail-links-and-replies.md
  mailLinksOff: mailConfig.linkOrigin ? null : MAIL_LINKS_OFF,
}));

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard | AirportFinder" }];

const withCount = (label: string, n: number) => (n > 0 ? `${label} (${n})` : label);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { counts, mailLinksOff } = loaderData;
  const { pathname } = useLocation();
  const current = pathname.split("/")[2] ?? "itineraries";
  const dataCycle = useRouteLoaderData<typeof rootLoader>("root")?.dataCycle ?? null;
  // A status button the new status no longer offers hands the focus to its card's heading (every tab's cards).
  useFocusAfterRemoval("[data-focus-row] button[type=submit]");
  return (
    <div>
      <h1 className="text-2xl font-bold text-navy-900">Admin Dashboard</h1>
      <FaaCycleWarning dataCycle={dataCycle} className="mt-3" />
      {mailLinksOff ? (
        <p
          role="note"
          data-testid="mail-links-off"
          className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          <strong>Mail:</strong> {mailLinksOff}
        </p>
      ) : null}
      <div className="mt-4">
        <LinkTabs
          wrap
          label="Admin sections"
          current={current}
          tabs={[
            { id: "itineraries", label: "Itineraries", href: "/admin/itineraries" },
            {
              id: "place-suggestions",
              label: withCount("Place Suggestions", counts.suggestions),
              href: "/admin/place-suggestions",
            },
            { id: "reports", label: withCount("Bug Reports", counts.reports), href: "/admin/reports" },
            { id: "contact", label: withCount("Contact Messages", counts.contact), href: "/admin/contact" },
            { id: "field-reports", label: "Field reports", href: "/admin/field-reports" },
            { id: "traffic", label: "Traffic", href: "/admin/traffic" },
            { id: "data", label: "Data", href: "/admin/data" },
          ]}
        />
      </div>
      <div className="mt-5">
        <Outlet />
      </div>
    </div>
  );
}
