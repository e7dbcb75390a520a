/** Local flag images: no request to a third-party image host. */
export function FlagFr() {
  return (
    <svg viewBox="0 0 3 2" className="h-4 w-6 rounded-sm" aria-hidden="true" focusable="false">
      <rect width="1" height="2" fill="#002654" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce1126" />
    </svg>
  );
}

export function FlagGb() {
  return (
    <svg viewBox="0 0 60 30" className="h-4 w-6 rounded-sm" aria-hidden="true" focusable="false">
      <clipPath id="flag-gb-clip">
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path
        d="M0 0l60 30m0-30L0 30"
        clipPath="url(#flag-gb-clip)"
        stroke="#C8102E"
        strokeWidth="4"
      />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
