import { useTranslation } from "../../i18n/use-translation";
import type { SiteData } from "../../content/page-data";
import { ProfileLinks } from "./profile-links";

/** How to reach the owner without the form: e-mail, location and profiles. */
export function ContactDetails({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t("contact.intro")}</p>
      <dl className="mt-8 space-y-4">
        <div>
          <dt className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
            {t("contact.emailLabel")}
          </dt>
          <dd className="mt-1">
            <a
              href={`mailto:${site.email}`}
              dir="ltr"
              className="break-words underline hover:text-indigo-700 dark:hover:text-indigo-300"
            >
              {site.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
            {t("contact.locationLabel")}
          </dt>
          <dd className="mt-1 text-slate-700 dark:text-slate-300">{site.location}</dd>
        </div>
      </dl>
      <ProfileLinks social={site.social} />
    </div>
  );
}
