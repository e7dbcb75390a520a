import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocationHash } from "../../hooks/use-location-hash";
import { useOnClickOutside } from "../../hooks/use-on-click-outside";
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
 * JavaScript and before hydration too. Scripts add the rest: focus goes to the first link
 * on open and back to the button on Escape; the menu closes when focus leaves it, on an
 * outside click, on a chosen link, and on any hash, route or language change.
 */
export function MobileMenu({ active, sectionsPage, pagePath }: MobileMenuProps) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  // Whether it is open is the element's own state, read when needed: it may have been opened
  // before hydration, and React would render an opening only after the toggle event's focus
  // (not a discrete update), so a key or a tap right after it would find React's copy stale.
  const close = useCallback(() => {
    if (menuRef.current?.open) menuRef.current.open = false;
  }, []);
  const [refs] = useState(() => [menuRef]);
  useOnClickOutside(refs, close);

  const location = `${pagePath}${useLocationHash()}`;
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    close();
  }, [location, close]);

  const onToggle = () => {
    if (menuRef.current?.open) firstLinkRef.current?.focus();
  };
  useEffect(onToggle, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !menuRef.current?.open) return;
    close();
    summaryRef.current?.focus();
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!menuRef.current?.contains(event.relatedTarget)) close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Escape and focus leaving from the button and the links
    <details
      ref={menuRef}
      className="group md:hidden"
      onToggle={onToggle}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
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
