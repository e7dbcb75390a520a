import { useTranslation } from "react-i18next";
import type { SiteData } from "../../content/page-data";
import { ExternalLink } from "../external-link";
import { SocialIcon, type SocialNetwork } from "../social-icon";

const NETWORKS: readonly SocialNetwork[] = ["linkedin", "github", "gitlab"];

/** The owner's profiles, each with its logo and its name spelled out. */
export function ProfileLinks({ social }: { social: SiteData["social"] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {NETWORKS.map((network) => (
        <li key={network}>
          <ExternalLink
            href={social[network]}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium hover:border-indigo-700 hover:text-indigo-700 dark:border-slate-700 dark:hover:border-indigo-300 dark:hover:text-indigo-300"
          >
            <SocialIcon network={network} />
            {t(`contact.links.${network}`)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
