import { Link } from "react-router";

/** Screen only: the way back and how to print (no button needed: the browser's own print works without JavaScript). */
export function KneeboardToolbar({ back }: { back: { href: string; label: string } }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm print:hidden">
      <Link to={back.href} className="standalone-link underline">
        {back.label}
      </Link>
      <p className="text-slate-700">Print it from your browser (Ctrl+P or ⌘P): one page, Letter or A5.</p>
    </div>
  );
}
