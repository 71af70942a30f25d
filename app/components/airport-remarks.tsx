import { groupBy } from "~/lib/group-by";
import type { AirportRemark } from "~/services/airport-detail.server";

interface Props {
  remarks: AirportRemark[];
  /** Whether the loaded data set carries FAA remarks at all, and its name, so an empty list can say why. */
  source: { loaded: boolean; dataLabel: string | null };
}

/** FAA remarks grouped by the element they are about ('General', 'RWY 14/32', 'Fuel Types' …), in FAA order. */
export function AirportRemarks({ remarks, source }: Props) {
  if (remarks.length === 0) {
    const data = source.dataLabel ?? "no data set loaded";
    return (
      <p className="rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
        {source.loaded
          ? `The FAA lists no remarks for this airport in the loaded data (${data}).`
          : `No FAA remarks in the loaded data (${data} carries none for any airport; a full FAA NASR import adds them).`}
      </p>
    );
  }
  const groups = groupBy(remarks, (r) => r.Remark_Element_Name);
  return (
    <div className="space-y-5">
      {[...groups].map(([element, texts]) => (
        <section key={element} aria-label={element}>
          <h3 className="text-base font-bold text-navy-900">{element}</h3>
          <ul className="mt-1.5 space-y-1.5 border-l-4 border-navy-100 pl-3">
            {texts.map(({ Remark: text }, i) => (
              <li key={i} className="text-base leading-relaxed text-slate-900">
                {text}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
