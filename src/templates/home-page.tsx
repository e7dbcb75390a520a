import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ThemeToggle } from "../components/theme-toggle";
import { SkipLink } from "../components/skip-link";
import { SectionBoundary } from "../components/section-boundary";
import { Navbar } from "../components/nav/navbar";
import type { HomePageData } from "../content/page-data";
import { About } from "../sections/about";
import { Contact } from "../sections/contact";
import { Experience } from "../sections/experience";
import { Footer } from "../sections/footer";
import { Hero } from "../sections/hero";
import { Showcase } from "../sections/showcase";
import { Skills } from "../sections/skills";
import { Timeline } from "../sections/timeline";
import type { HeadTag } from "../seo/head-tags";
import type { BuildYear } from "../i18n/format-year";
import { PageHead } from "../seo/page-head";
import type { LanguageLink } from "../navigation/language-links";

interface PageContext {
  /** The page's language's code. */
  language: string;
  /** Its case studies' folder (content/languages.yaml): the projects' cards link them in it. */
  caseStudiesFolder: string;
  /** The page in each of the site's languages, its own included (the language chooser). */
  languageLinks: LanguageLink[];
  /** The year of the build (gatsby-node.ts), which the server's HTML shows. */
  buildYear: BuildYear;
  /** The page's <head>, made at build time (src/seo/page-heads.ts). */
  head: HeadTag[];
}

/** The one-page site in one language: the sections in page order, all in the server's HTML. */
export default function HomePage({ data, pageContext }: PageProps<HomePageData, PageContext>) {
  const site = data.siteYaml!;
  return (
    <>
      <SkipLink />
      <Navbar ownerName={site.name} languageLinks={pageContext.languageLinks} />
      {/* Each section apart: one that fails is kept as it was, and the others go on. */}
      <main id="main" tabIndex={-1} className="outline-none">
        <SectionBoundary section="#home">
          <Hero site={site} />
        </SectionBoundary>
        <SectionBoundary section="#about">
          <About />
        </SectionBoundary>
        <SectionBoundary section="#timeline">
          <Timeline entries={data.allTimelineYaml.nodes} />
        </SectionBoundary>
        <SectionBoundary section="#experience">
          <Experience entries={data.allExperienceYaml.nodes} />
        </SectionBoundary>
        <SectionBoundary section="#skills">
          <Skills categories={data.allSkillsYaml.nodes} />
        </SectionBoundary>
        <SectionBoundary section="#showcase, #projects">
          <Showcase
            projects={data.allProjectsYaml.nodes}
            certifications={data.allCertificationsYaml.nodes}
            stacks={data.allStacksYaml.nodes}
            language={{
              code: pageContext.language,
              caseStudiesFolder: pageContext.caseStudiesFolder,
            }}
          />
        </SectionBoundary>
        <SectionBoundary section="#contact">
          <Contact site={site} />
        </SectionBoundary>
      </main>
      <SectionBoundary section="footer">
        <Footer site={site} buildYear={pageContext.buildYear} />
      </SectionBoundary>
      <ThemeToggle />
    </>
  );
}

export function Head({ pageContext }: HeadProps<HomePageData, PageContext>) {
  return <PageHead tags={pageContext.head} />;
}

// Logos and stack icons are WebP drawn at the size they are shown at (src/content/svg-raster.ts).
// They ask no `publicURL`: it would publish each SVG file as it is, which no page links to. The
// size is given where the fragment is used: a GraphQL fragment takes no arguments.
export const query = graphql`
  fragment RasterizedImage on RasterImage {
    src
    srcSet
  }

  query HomePage($language: String!, $entryLogoSize: Int!, $stackIconSize: Int!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...PageLocales
    }
    siteYaml {
      name
      tagline(lang: $language)
      location(lang: $language)
      portrait {
        publicURL
        childImageSharp {
          # 144 px on phones at 1x to 3x, 320 px from tablets on at 1x and 2x.
          gatsbyImageData(
            layout: CONSTRAINED
            width: 320
            aspectRatio: 1
            outputPixelDensities: [0.45, 0.9, 1, 1.35, 2]
            placeholder: NONE
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
      email
      social {
        linkedin
        github
        gitlab
      }
      cv(lang: $language)
    }
    allTimelineYaml {
      nodes {
        yamlId
        year(lang: $language)
        title(lang: $language)
        location(lang: $language)
        organization
        description(lang: $language)
        logo {
          rasterized(size: $entryLogoSize) {
            ...RasterizedImage
          }
        }
      }
    }
    allExperienceYaml {
      nodes {
        yamlId
        year(lang: $language)
        title(lang: $language)
        location(lang: $language)
        organization
        description(lang: $language)
        logo {
          rasterized(size: $entryLogoSize) {
            ...RasterizedImage
          }
        }
        skills
        highlights(lang: $language)
        impact(lang: $language)
      }
    }
    allSkillsYaml {
      nodes {
        yamlId
        items(lang: $language)
      }
    }
    allProjectsYaml {
      nodes {
        yamlId
        title(lang: $language)
        description(lang: $language)
        technologies
        repository
        demo
        # Only whether there is one: the card links to it.
        caseStudy {
          __typename
        }
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 640
              aspectRatio: 1.6
              placeholder: NONE
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    allCertificationsYaml {
      nodes {
        yamlId
        title(lang: $language)
        issuer
        url
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 400
              placeholder: NONE
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    allStacksYaml {
      nodes {
        yamlId
        name
        icon {
          rasterized(size: $stackIconSize) {
            ...RasterizedImage
          }
        }
      }
    }
  }
`;
