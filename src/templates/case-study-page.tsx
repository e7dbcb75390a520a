import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/use-translation";
import { CaseStudyCover } from "../case-study/case-study-cover";
import { CaseStudyHeader } from "../case-study/case-study-header";
import { CaseStudyMedia } from "../case-study/case-study-media";
import { caseStudyNeighbours } from "../case-study/case-study-neighbours";
import { CaseStudyPager } from "../case-study/case-study-pager";
import { CaseStudyResults } from "../case-study/case-study-results";
import { CaseStudySection } from "../case-study/case-study-section";
import { projectHref } from "../case-study/project-href";
import { MarkdownContent } from "../components/markdown-content";
import { Navbar } from "../components/nav/navbar";
import { SkipLink } from "../components/skip-link";
import { SectionBoundary } from "../components/section-boundary";
import { ThemeToggle } from "../components/theme-toggle";
import type { CaseStudyPageData } from "../content/page-data";
import type { LanguageLink } from "../navigation/language-links";
import { homePath } from "../navigation/page-paths";
import { Footer } from "../sections/footer";
import type { HeadTag } from "../seo/head-tags";
import type { BuildYear } from "../i18n/format-year";
import { PageHead } from "../seo/page-head";

interface PageContext {
  /** The page's language's code. */
  language: string;
  /** Its case studies' folder (content/languages.yaml): the neighbours are linked in it. */
  caseStudiesFolder: string;
  /** The page in each of the site's languages, its own included (the language chooser). */
  languageLinks: LanguageLink[];
  projectId: string;
  /** The year of the build (gatsby-node.ts), which the server's HTML shows. */
  buildYear: BuildYear;
  /** The page's <head>, made at build time (src/seo/page-heads.ts). */
  head: HeadTag[];
}

/**
 * A project's case study in one language (gatsby-node.ts makes one per project that has one):
 * what it is, the owner's role, the context, what was built, the results and the screens,
 * then the previous and next case studies. The navigation bar, the theme and the footer are
 * the home page's.
 */
export default function CaseStudyPage({
  data,
  pageContext,
}: PageProps<CaseStudyPageData, PageContext>) {
  const { t } = useTranslation();
  const site = data.siteYaml!;
  const project = data.project!;
  const caseStudy = project.caseStudy!;
  const { language: code, caseStudiesFolder, languageLinks, projectId } = pageContext;
  const language = { code, caseStudiesFolder };
  const projects = data.allProjectsYaml.nodes;
  const linkToProject = projectHref(projects, language);
  const { previous, next } = caseStudyNeighbours(projects, projectId);
  // The project's card in the home page's showcase: where the reader came from.
  const backHref = `${withPrefix(homePath(code))}#${projectId}`;
  return (
    <>
      <SkipLink />
      <Navbar ownerName={site.name} languageLinks={languageLinks} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <article
          aria-labelledby="case-study-title"
          className="mx-auto max-w-[60rem] px-6 md:ps-20 lg:ps-6 print:ps-6"
        >
          <CaseStudyHeader project={project} backHref={backHref} />
          <CaseStudySection id="context" title={t("caseStudy.context")}>
            <MarkdownContent tree={caseStudy.context} projectHref={linkToProject} />
          </CaseStudySection>
          <CaseStudySection id="built" title={t("caseStudy.built")}>
            <CaseStudyCover project={project} />
            <MarkdownContent tree={caseStudy.built} projectHref={linkToProject} />
          </CaseStudySection>
          <CaseStudySection id="results" title={t("caseStudy.results")}>
            <CaseStudyResults results={caseStudy.results} projectHref={linkToProject} />
          </CaseStudySection>
          {caseStudy.media && (
            <CaseStudySection id="screens" title={t("caseStudy.media")}>
              <CaseStudyMedia media={caseStudy.media} />
            </CaseStudySection>
          )}
          <CaseStudyPager previous={previous} next={next} backHref={backHref} language={language} />
        </article>
      </main>
      {/* Kept as it was if it fails, the case study going on (as the home page's sections). */}
      <SectionBoundary section="footer">
        <Footer site={site} buildYear={pageContext.buildYear} />
      </SectionBoundary>
      <ThemeToggle />
    </>
  );
}

export function Head({ pageContext }: HeadProps<CaseStudyPageData, PageContext>) {
  return <PageHead tags={pageContext.head} />;
}

// The screenshots are drawn for the reading column (CASE_STUDY_MEDIA_WIDTH, `$mediaWidth`):
// at 1x, 2x and smaller for phones, never wider than the file itself.
export const query = graphql`
  query CaseStudyPage($language: String!, $projectId: String!, $mediaWidth: Int!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...PageLocales
    }
    # What the navigation bar and the footer show.
    siteYaml {
      name
      tagline(lang: $language)
      location(lang: $language)
      email
      social {
        linkedin
        github
        gitlab
      }
    }
    project: projectsYaml(yamlId: { eq: $projectId }) {
      yamlId
      title(lang: $language)
      description(lang: $language)
      technologies
      repository
      demo
      image {
        publicURL
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: $mediaWidth
            aspectRatio: 1.6
            placeholder: NONE
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
      caseStudy {
        role(lang: $language)
        period(lang: $language)
        context(lang: $language)
        built(lang: $language)
        results {
          figure(lang: $language)
          text(lang: $language)
        }
        media {
          image {
            publicURL
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: $mediaWidth
                placeholder: NONE
                formats: [AUTO, WEBP, AVIF]
              )
            }
          }
          alt(lang: $language)
          caption(lang: $language)
        }
      }
    }
    allProjectsYaml {
      nodes {
        yamlId
        title(lang: $language)
        # Only whether there is one: previous and next, and links between projects.
        caseStudy {
          __typename
        }
      }
    }
  }
`;
