import { useTranslation } from "../../i18n/use-translation";
import { NAV_LINKS } from "../../navigation/nav-links";

interface NavLinkListProps {
  active: string | undefined;
  /** The home page's address when the list is on another page ("" on the home page). */
  sectionsPage: string;
  className: string;
  linkClassName: string;
  onChoose?: () => void;
  firstLinkRef?: React.Ref<HTMLAnchorElement>;
}

/** The section links, with the one being read marked `aria-current`. */
export function NavLinkList({
  active,
  sectionsPage,
  className,
  linkClassName,
  onChoose,
  firstLinkRef,
}: NavLinkListProps) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ label, section }, index) => (
        <li key={section}>
          <a
            ref={index === 0 ? firstLinkRef : undefined}
            href={`${sectionsPage}#${section}`}
            aria-current={active === section ? "true" : undefined}
            className={`${linkClassName} aria-[current]:text-indigo-700 aria-[current]:underline dark:aria-[current]:text-indigo-300`}
            onClick={onChoose}
          >
            {t(label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
