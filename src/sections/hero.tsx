import { withPrefix } from "gatsby";
import { useTranslation } from "../i18n/use-translation";
import { ExternalLink } from "../components/external-link";
import { OwnerPortrait } from "../components/hero/owner-portrait";
import { PlaceLine } from "../components/hero/place-line";
import { ScrollCue } from "../components/scroll-cue";
import { SocialRail } from "../components/social-rail";
import type { SiteData } from "../content/page-data";

/**
 * The first screen: who the owner is (with their portrait when content/site.yaml has one),
 * the CV, the projects, and the way down. Text and portrait side by side from tablets on.
 */
export function Hero({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="parsed-whole triangle-pattern relative flex min-h-[100svh] items-center pt-16"
    >
      <SocialRail social={site.social} />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-8 px-6 py-12 md:grid-cols-[1fr_auto] md:gap-12 md:ps-24 print:ps-6">
        {site.portrait && (
          <div className="md:order-last md:pe-5 print:hidden">
            <OwnerPortrait file={site.portrait} name={site.name} />
          </div>
        )}
        <div>
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
          <PlaceLine place={site.location} />
          <div className="print-hidden mt-8 flex flex-wrap gap-4">
            {/* None where the build could not draw this language's CV (gatsby-node.ts). */}
            {site.cv && (
              <ExternalLink
                href={withPrefix(site.cv)}
                className="rounded-lg bg-indigo-700 px-6 py-3 font-semibold text-white shadow hover:bg-indigo-800"
              >
                {t("home.cv")}
              </ExternalLink>
            )}
            <a
              href="#showcase"
              className="rounded-lg border border-slate-400 bg-white/60 px-6 py-3 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-950/60 dark:hover:bg-slate-800"
            >
              {t("home.projects")}
            </a>
          </div>
        </div>
      </div>
      <ScrollCue className="parsed-whole-end" />
    </section>
  );
}
