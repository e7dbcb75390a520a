import { withPrefix } from "gatsby";
import { useTranslation } from "../../i18n/use-translation";
import { useActiveSection } from "../../hooks/use-active-section";
import type { LanguageLink } from "../../navigation/language-links";
import { NAV_SECTIONS } from "../../navigation/nav-links";
import { homePath } from "../../navigation/page-paths";
import { LanguageChooser } from "./language-chooser";
import { MobileMenu } from "./mobile-menu";
import { NavLinkList } from "./nav-link-list";

interface NavbarProps {
  ownerName: string;
  /**
   * The page in each of the site's languages, its own included, from the page's context
   * (gatsby-node.ts). Its own path (`/fr/`, `/en/projects/fleet-app/`, without the path prefix)
   * comes from there too, not from Gatsby's `path` prop, which the server render gives as `/*`.
   */
  languageLinks: LanguageLink[];
}

const NO_SECTIONS: readonly string[] = [];

/**
 * The fixed top bar: brand, section links (a menu on small screens), language chooser. On a
 * page other than the home page, the links lead to the home page's sections.
 */
export function Navbar({ ownerName, languageLinks }: NavbarProps) {
  const { t, i18n } = useTranslation();
  const home = homePath(i18n.language);
  const pagePath = languageLinks.find((link) => link.code === i18n.language)?.path ?? home;
  const sectionsPage = pagePath === home ? "" : withPrefix(home);
  const active = useActiveSection(sectionsPage ? NO_SECTIONS : NAV_SECTIONS);
  return (
    <header className="parsed-whole print-hidden fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/90">
      <nav
        aria-label={t("a11y.mainNavigation")}
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-6"
      >
        <a
          href={`${sectionsPage}#home`}
          className="text-lg font-bold tracking-tight"
          aria-label={t(sectionsPage ? "a11y.homePageLink" : "a11y.homeLink", { name: ownerName })}
        >
          {ownerName}
        </a>
        <NavLinkList
          active={active}
          sectionsPage={sectionsPage}
          className="hidden items-center gap-1 md:flex"
          linkClassName="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        />
        <div className="flex items-center gap-2">
          <LanguageChooser links={languageLinks} pagePath={pagePath} />
          <MobileMenu active={active} sectionsPage={sectionsPage} pagePath={pagePath} />
        </div>
      </nav>
    </header>
  );
}
