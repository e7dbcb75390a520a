import { useTranslation } from "../../i18n/use-translation";
import { useDisclosure } from "../../hooks/use-disclosure";
import { NavLinkList } from "./nav-link-list";

interface MobileMenuProps {
  active: string | undefined;
  /** The home page's address when the menu is on another page ("" on the home page). */
  sectionsPage: string;
  /** Changes with the route and the language: the menu closes then. */
  pagePath: string;
}

/**
 * The small-screen menu, a <details> disclosure: it opens and closes natively, without
 * JavaScript and before hydration too; scripts add the rest (use-disclosure.ts).
 */
export function MobileMenu({ active, sectionsPage, pagePath }: MobileMenuProps) {
  const { t } = useTranslation();
  const { summaryRef, firstLinkRef, close, detailsProps } = useDisclosure(pagePath);

  return (
    <details {...detailsProps} className="group md:hidden">
      <summary
        ref={summaryRef}
        aria-label={t("a11y.menu")}
        className="flex cursor-pointer list-none rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
          <path
            className="group-open:hidden"
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            className="hidden group-open:inline"
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      {/* The navigation bar's last element: the bar is shown once it is here (global.css). */}
      <div
        id="mobile-menu"
        className="parsed-whole-end absolute inset-x-4 top-full mt-2 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <NavLinkList
          active={active}
          sectionsPage={sectionsPage}
          className="flex flex-col gap-1"
          linkClassName="block rounded-md px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          onChoose={close}
          firstLinkRef={firstLinkRef}
        />
      </div>
    </details>
  );
}
