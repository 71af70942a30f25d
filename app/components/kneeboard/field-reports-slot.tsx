import { isoDayText } from "~/lib/date-format";
import type { CurrentFacts } from "~/lib/field-report-facts";
import { fuelGradeLabel } from "~/lib/field-report-text";

const SERVICE = { self: "self-serve", full: "full-serve" } as const;

const seen = (f: { reported_on: string; stale: boolean }) =>
  `pilot report, ${isoDayText(f.reported_on)}${f.stale ? ", stale" : ""}`;

/**
 * What pilots last reported on the field (docs/decisions/0081-field-report-facts.md), printed
 * beside the FAA's fuel line with each fact's day; nothing when no pilot has reported.
 */
export function FieldReportsSlot({ facts }: { facts: CurrentFacts }) {
  const { fuel, courtesy_car: car, landing_fee_usd: landing, overnight_fee_usd: overnight } = facts;
  if (fuel.length === 0 && !car && !landing && !overnight) return null;
  return (
    <div data-testid="kneeboard-field-reports">
      {fuel.map((f) => (
        <p key={f.grade}>
          <span className="font-semibold">{`${fuelGradeLabel(f.grade)} (${seen(f)}): `}</span>
          {`$${f.price_usd.toFixed(2)}/gal ${SERVICE[f.service]}`}
        </p>
      ))}
      {car && (
        <p>
          <span className="font-semibold">{`Courtesy car (${seen(car)}): `}</span>
          {car.value}
        </p>
      )}
      {landing && (
        <p>
          <span className="font-semibold">{`Landing fee (${seen(landing)}): `}</span>
          {`$${landing.value.toFixed(2)}`}
        </p>
      )}
      {overnight && (
        <p>
          <span className="font-semibold">{`Overnight fee (${seen(overnight)}): `}</span>
          {`$${overnight.value.toFixed(2)}`}
        </p>
      )}
    </div>
  );
}
