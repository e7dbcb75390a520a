import { useTranslation } from "../i18n/use-translation";

/**
 * The way back to the projects: the project's card in the home page's showcase, where the
 * reader came from. Not printed: nothing to follow on paper.
 */
export function BackToProjects({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className="print-hidden inline-flex items-center gap-2 rounded-md py-2 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <span aria-hidden="true" className="mirrored-in-rtl">
        ←
      </span>
      {t("caseStudy.back")}
    </a>
  );
}
