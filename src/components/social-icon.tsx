import type { SocialNetwork } from "../social/social-profiles";

/**
 * Monochrome profile logos (devicon, MIT; paths simplified to 0.1 unit), drawn in the current
 * text colour: one for every network the content can name.
 */
const paths: Record<SocialNetwork, string> = {
  linkedin:
    "M116 3H12a9 9 0 0 0-9 8.8v104.4a9 9 0 0 0 9 8.8h104a9 9 0 0 0 9-8.8V11.8a9 9 0 0 0-9-8.8zM39.2 107H21V48.7h18zm-9-66.2a10.5 10.5 0 1 1 10.5-10.5A10.5 10.5 0 0 1 30 40.8zM107 107H88.9V78.7c0-6.8-.1-15.5-9.4-15.5s-10.9 7.4-10.9 15V107h-18V48.7h17.3v8h.2a19 19 0 0 1 17.2-9.4c18.3 0 21.7 12 21.7 27.7z",
  github:
    "M64 5.1a60.4 60.4 0 0 0-19 117.7c3 .6 4-1.3 4-3v-11.2c-16.8 3.7-20.4-7-20.4-7-2.7-7-6.7-9-6.7-9-5.5-3.7.4-3.6.4-3.6 6 .4 9.3 6.2 9.3 6.2 5.4 9.3 14.1 6.6 17.5 5 .6-3.8 2.2-6.5 3.9-8-13.4-1.5-27.5-6.7-27.5-29.9 0-6.6 2.3-12 6.2-16.2-.6-1.5-2.7-7.6.6-16 0 0 5-1.6 16.6 6.2a57.9 57.9 0 0 1 30.2 0c11.6-7.8 16.6-6.2 16.6-6.2 3.3 8.4 1.2 14.5.6 16 3.9 4.3 6.2 9.6 6.2 16.2 0 23.2-14.1 28.3-27.5 29.8 2.1 2 4 5.6 4 11.2V120c0 1.6 1 3.5 4.1 2.9A60.4 60.4 0 0 0 64 5z",
  gitlab:
    "m124.8 51.4-.2-.5-17.1-44.6a4.5 4.5 0 0 0-1.8-2.1 4.6 4.6 0 0 0-5.2.3A4.6 4.6 0 0 0 99 6.8L87.4 42H40.6L29.1 6.8a4.5 4.5 0 0 0-1.5-2.3 4.6 4.6 0 0 0-5.3-.3 4.5 4.5 0 0 0-1.7 2L3.4 51l-.1.5C-1.8 64.6 2.5 79.6 13.8 88l.2.1 26 19.6 13 9.7 7.8 6a5.3 5.3 0 0 0 6.4 0l7.9-6 12.9-9.7L114.2 88a31.8 31.8 0 0 0 10.6-36.7z",
};

interface SocialIconProps {
  network: SocialNetwork;
  className?: string;
}

export function SocialIcon({ network, className = "h-5 w-5" }: SocialIconProps) {
  return (
    <svg
      viewBox="0 0 128 128"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path fillRule="evenodd" d={paths[network]} />
    </svg>
  );
}
