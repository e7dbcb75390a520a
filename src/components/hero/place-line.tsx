/** Where the owner works, with a map pin: a recruiter's first question after "who". */
export function PlaceLine({ place }: { place: string }) {
  return (
    <p className="mt-4 flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5 text-indigo-700 dark:text-indigo-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      {place}
    </p>
  );
}
