interface SocialIconProps {
  /** The profile's logo (SocialProfile `iconPath`), drawn in the current text colour. */
  path: string;
  className?: string;
}

export function SocialIcon({ path, className = "h-5 w-5" }: SocialIconProps) {
  return (
    <svg
      viewBox="0 0 128 128"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path fillRule="evenodd" d={path} />
    </svg>
  );
}
