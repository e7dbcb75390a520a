import { useTranslation } from "../../i18n/use-translation";
import type { LanguageLink } from "../../navigation/language-links";
import { LanguageList } from "./language-list";
import { LanguageToggle } from "./language-toggle";

/**
 * How the page offers its other languages (`links`: the page in each of the site's languages,
 * its own included): nothing for a site of one language, one link for two, a list from three.
 */
export function LanguageChooser({ links, pagePath }: { links: LanguageLink[]; pagePath: string }) {
  const { i18n } = useTranslation();
  const others = links.filter((link) => link.code !== i18n.language);
  if (others.length === 0) return null;
  if (others.length === 1) return <LanguageToggle to={others[0]!} />;
  return <LanguageList links={links} pagePath={pagePath} />;
}
