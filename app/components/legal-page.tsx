import { Link } from "react-router";

/** The shared frame of /privacy and /terms (docs/product.md, "Legal pages and the 404 page"): title, effective date, sections, a contact link. */
export const LEGAL_EFFECTIVE_DATE = { iso: "2025-08-09", label: "August 9, 2025" } as const;

export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="card mx-auto max-w-3xl px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-700">
        Effective <time dateTime={LEGAL_EFFECTIVE_DATE.iso}>{LEGAL_EFFECTIVE_DATE.label}</time>
      </p>
      <div className="mt-4 space-y-3 text-slate-800">{intro}</div>
      <div className="mt-2">{children}</div>
      <p className="mt-8 border-t border-slate-200 pt-4 text-slate-800">
        Questions? Write to us through the{" "}
        <Link to="/contact" className="underline">
          contact page
        </Link>
        .
      </p>
    </article>
  );
}

/** One numbered heading and its paragraphs or list. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-slate-800 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">{children}</div>
    </section>
  );
}
