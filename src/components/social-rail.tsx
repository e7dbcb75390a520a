import { useTranslation } from "../i18n/use-translation";
import { socialProfiles, type SocialLinks } from "../social/social-profiles";
import { ExternalLink } from "./external-link";
import { SocialIcon } from "./social-icon";

/** The owner's profiles in a column fixed to the left edge, on medium and wider screens. */
export function SocialRail({ social }: { social: SocialLinks }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("a11y.socialLinks")}
      className="print-hidden fixed bottom-0 start-6 z-30 hidden flex-col items-center gap-3 md:flex"
    >
      {socialProfiles(social).map((profile) => (
        <ExternalLink
          key={profile.network}
          href={profile.href}
          // Padding makes a 28x28 target around the 20x20 icon (WCAG 2.5.8 asks for 24x24).
          className="inline-flex rounded-lg p-1 text-slate-600 hover:text-indigo-700 dark:text-slate-400 dark:hover:text-indigo-300"
        >
          <SocialIcon network={profile.network} />
          <span className="sr-only">{t(profile.label)}</span>
        </ExternalLink>
      ))}
      <span aria-hidden="true" className="h-24 w-px bg-slate-400 dark:bg-slate-600" />
    </nav>
  );
}
