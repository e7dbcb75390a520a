import { useTranslation } from "react-i18next";
import { useActiveSection } from "../../hooks/use-active-section";
import { LanguageToggle } from "./language-toggle";
import { MobileMenu } from "./mobile-menu";
import { NavLinkList } from "./nav-link-list";
import { NAV_SECTIONS } from "../../navigation/nav-links";

interface NavbarProps {
  ownerName: string;
  pathname: string;
}

/** The fixed top bar: brand, section links (a menu on small screens), language toggle. */
export function Navbar({ ownerName, pathname }: NavbarProps) {
  const { t } = useTranslation();
  const active = useActiveSection(NAV_SECTIONS);
  return (
    <header className="parsed-whole print-hidden fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/90">
      <nav
        aria-label={t("a11y.mainNavigation")}
        className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-6"
      >
        <a
          href="#home"
          className="text-lg font-bold tracking-tight"
          aria-label={t("a11y.homeLink", { name: ownerName })}
        >
          {ownerName}
        </a>
        <NavLinkList
          active={active}
          className="hidden items-center gap-1 md:flex"
          linkClassName="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        />
        <div className="flex items-center gap-2">
          <LanguageToggle />
          <MobileMenu active={active} pathname={pathname} />
        </div>
      </nav>
    </header>
  );
}
