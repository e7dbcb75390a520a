import { withPrefix } from "gatsby";
import { useI18next } from "gatsby-plugin-react-i18next";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "../components/external-link";
import { ScrollCue } from "../components/scroll-cue";
import { SocialRail } from "../components/social-rail";
import type { Language } from "../config/constants";
import type { SiteData } from "../content/page-data";

/** The first screen: who the owner is, the CV, the projects, and the way down. */
export function Hero({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="triangle-pattern relative flex min-h-[100svh] items-center pt-16"
    >
      <SocialRail social={site.social} />
      <div className="mx-auto w-full max-w-6xl px-6 md:pl-24 print:pl-6">
        <p className="text-lg font-medium text-indigo-700 dark:text-indigo-300">
          {t("home.greeting")}
        </p>
        <h1 id="home-title" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-6xl">
          <span className="block">{site.name}</span>
          <span className="mt-3 block text-2xl font-bold text-slate-700 sm:text-4xl dark:text-slate-300">
            {t("home.title")}
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {t("home.subtitle")}
        </p>
        <div className="print-hidden mt-10 flex flex-wrap gap-4">
          <ExternalLink
            href={withPrefix(site.cv[language as Language])}
            className="rounded-lg bg-indigo-700 px-6 py-3 font-semibold text-white shadow hover:bg-indigo-800"
          >
            {t("home.cv")}
          </ExternalLink>
          <a
            href="#showcase"
            className="rounded-lg border border-slate-400 px-6 py-3 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {t("home.projects")}
          </a>
        </div>
      </div>
      <ScrollCue />
    </section>
  );
}
