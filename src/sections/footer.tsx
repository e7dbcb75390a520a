import { useTranslation } from "../i18n/use-translation";
import { ExternalLink } from "../components/external-link";
import { SocialIcon } from "../components/social-icon";
import { initialsOf } from "../content/initials";
import { useCurrentYear } from "../hooks/use-current-year";
import { formatYear, type BuildYear } from "../i18n/format-year";
import type { FooterSite } from "../content/page-data";
import { socialProfiles } from "../social/social-profiles";

interface FooterProps {
  site: FooterSite;
  /** The year the page was built: the copyright's year in the server's HTML. */
  buildYear: BuildYear;
}

export function Footer({ site, buildYear }: FooterProps) {
  const { t, i18n } = useTranslation();
  // Right on New Year's Day without a rebuild: the visitor's year once the footer is live.
  const year = useCurrentYear(buildYear.year);
  const yearText = year === buildYear.year ? buildYear.text : formatYear(year, i18n.language);
  return (
    // On a phone the centred last line would end under the floating theme button (fixed 1.25rem
    // from the bottom, 2.875rem tall): room below it until the button's top, plus a gap.
    <footer className="border-t border-slate-200 pt-10 pb-24 md:pb-10 print:pb-10 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 md:flex-row md:items-center md:justify-between md:ps-20 xl:ps-6 print:ps-6">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="print-hidden flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-700 font-bold text-white"
          >
            {initialsOf(site.name)}
          </span>
          <div>
            <p className="font-semibold">{site.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{site.location}</p>
          </div>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{site.tagline}</p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <a
            href={`mailto:${site.email}`}
            dir="ltr"
            className="text-sm underline hover:text-indigo-700 dark:hover:text-indigo-300"
          >
            {site.email}
          </a>
          {/* The two main profiles only (the hero's rail and the contact section list all). */}
          {socialProfiles(site.social, { mainOnly: true }).map((profile) => (
            <ExternalLink
              key={profile.network}
              href={profile.href}
              // Padding makes a 36x36 target around the 20x20 icon (WCAG 2.5.8 asks for 24x24).
              className="print-hidden -m-2 inline-flex rounded-lg p-2 hover:text-indigo-700 dark:hover:text-indigo-300"
            >
              <SocialIcon network={profile.network} />
              <span className="sr-only">{t(profile.label)}</span>
            </ExternalLink>
          ))}
        </div>
      </div>
      <p className="mt-8 px-6 text-center text-sm text-slate-600 dark:text-slate-400">
        © {yearText} {site.name}. {t("footer.rights")}.
      </p>
    </footer>
  );
}
