/** The /auth page's side panel: what an account adds. */
export function WhySignInPanel() {
  const points = [
    {
      title: "Unlock 19,000+ airports",
      text: "Keep any of them in My Trips, with its kneeboard card, and its page ready on this device when the signal is gone.",
    },
    {
      title: "Plan the perfect meetup by flight time",
      text: "Find where two planes arrive at about the same time, and what there is to do once you're on the ground.",
    },
    {
      title: "Save your plans",
      text: "Keep airports, activities, landmarks and restaurants in My Trips, and start every search from your own defaults.",
    },
  ];
  return (
    <aside aria-labelledby="why-heading" className="rounded-lg bg-navy-800 p-5 text-white shadow-sm sm:p-7">
      <h2 id="why-heading" className="text-lg font-bold sm:text-xl">
        Why sign in?
      </h2>
      <ul className="mt-4 space-y-4">
        {points.map((p) => (
          <li key={p.title} className="flex gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width="22"
              height="22"
              className="mt-0.5 shrink-0 text-amber-400"
            >
              <path
                d="M4 10.5l4 4 8-9"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <p className="font-semibold">{p.title}</p>
              <p className="mt-0.5 text-sm text-navy-100">{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-navy-100">Searching and browsing airports never needs an account.</p>
    </aside>
  );
}
