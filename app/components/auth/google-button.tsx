/** "Continue with Google" (a plain link to the start route), or why it is not there. */
export function GoogleButton({ configured, redirectTo }: { configured: boolean; redirectTo: string }) {
  const icon = (
    <span
      aria-hidden="true"
      className="flex h-5 w-5 items-center justify-center rounded-full border border-slate-300 bg-white text-xs font-bold text-[#4285f4]"
    >
      G
    </span>
  );
  if (!configured) {
    return (
      <div>
        <button type="button" className="btn-secondary w-full" disabled aria-describedby="google-not-configured">
          {icon}
          Google sign-in not configured
        </button>
        <p id="google-not-configured" className="mt-1 text-sm text-slate-600">
          This server has no Google sign-in set up. Use your e-mail and password instead.
        </p>
      </div>
    );
  }
  const href =
    redirectTo === "/" ? "/api/auth/google" : `/api/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <a href={href} className="btn-secondary w-full">
      {icon}
      Continue with Google
    </a>
  );
}
