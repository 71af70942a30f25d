/**
 * FIELD REPORTS SLOT (issue 23): where the card prints the fuel price and courtesy car that
 * pilots report. The pilot field reports are built on another branch; once merged, the
 * kneeboard route passes what they hold for the airport. Until then nothing is passed and
 * nothing is printed: the card says only what some data holds.
 */
export interface FieldReports {
  /** e.g. { grade: "100LL", price: "$6.49/gal", reportedAt: "2026-11-20" } */
  fuelPrice?: { grade: string; price: string; reportedAt: string } | null;
  /** e.g. { available: true, note: "keys at the FBO desk", reportedAt: "2026-11-18" } */
  courtesyCar?: { available: boolean; note?: string | null; reportedAt: string } | null;
}

export function FieldReportsSlot({ fuelPrice, courtesyCar }: FieldReports) {
  if (!fuelPrice && !courtesyCar) return null;
  return (
    <div data-testid="kneeboard-field-reports">
      {fuelPrice && (
        <p>
          <span className="font-semibold">{`Fuel price (pilot report, ${fuelPrice.reportedAt}): `}</span>
          {`${fuelPrice.grade} ${fuelPrice.price}`}
        </p>
      )}
      {courtesyCar && (
        <p>
          <span className="font-semibold">{`Courtesy car (pilot report, ${courtesyCar.reportedAt}): `}</span>
          {courtesyCar.available ? "yes" : "no"}
          {courtesyCar.note ? ` — ${courtesyCar.note}` : ""}
        </p>
      )}
    </div>
  );
}
