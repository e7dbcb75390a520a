import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocationHash } from "../../hooks/use-location-hash";
import { useOnClickOutside } from "../../hooks/use-on-click-outside";
import { NavLinkList } from "./nav-link-list";

interface MobileMenuProps {
  active: string | undefined;
  /** Changes with the route and the language: the menu closes then. */
  pathname: string;
}

/**
 * The small-screen menu: a button that opens the section links as a dropdown.
 * Focus goes to the first link on open and back to the button on Escape; the menu
 * closes on an outside click, on a chosen link, and on any hash, route or language change.
 */
export function MobileMenu({ active, pathname }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const hash = useLocationHash();
  const close = useCallback(() => setOpen(false), []);
  const [refs] = useState(() => [buttonRef, menuRef]);

  useOnClickOutside(refs, close, open);
  useEffect(close, [hash, pathname, close]);
  useEffect(() => {
    if (open) firstLinkRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape from the button and the links
    <div className="md:hidden" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t("a11y.closeMenu") : t("a11y.openMenu")}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
          <path
            d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        ref={menuRef}
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-4 top-full mt-2 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <NavLinkList
          active={active}
          className="flex flex-col gap-1"
          linkClassName="block rounded-md px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          onChoose={close}
          firstLinkRef={firstLinkRef}
        />
      </div>
    </div>
  );
}
