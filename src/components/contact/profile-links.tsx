import { useTranslation } from "../../i18n/use-translation";
import { socialProfiles, type SocialLinks } from "../../social/social-profiles";
import { ExternalLink } from "../external-link";
import { SocialIcon } from "../social-icon";

/** The owner's profiles, each with its logo and its name spelled out. */
export function ProfileLinks({ social }: { social: SocialLinks }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {socialProfiles(social).map((profile) => (
        <li key={profile.network}>
          <ExternalLink
            href={profile.href}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium hover:border-indigo-700 hover:text-indigo-700 dark:border-slate-700 dark:hover:border-indigo-300 dark:hover:text-indigo-300"
          >
            <SocialIcon network={profile.network} />
            {t(profile.label)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
