import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HydrateLater } from "../components/hydrate-later";
import { ThemeToggle } from "../components/theme-toggle";
import { SkipLink } from "../components/skip-link";
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
import { SeoHead } from "../seo/seo-head";
import type { Language } from "../config/constants";

interface PageContext {
  language: Language;
}

/**
 * The one-page site in one language: the sections in page order. Each part is hydrated in
 * its own short task, in page order (HydrateLater): starting the page never blocks the main
 * thread for long, and the whole page is live a few milliseconds later. The floating theme
 * button, small, is live from the first task.
 */
export default function HomePage({ data, location }: PageProps<HomePageData, PageContext>) {
  const site = data.siteYaml!;
  return (
    <>
      <SkipLink />
      <HydrateLater>
        <Navbar ownerName={site.name} pathname={location.pathname} />
      </HydrateLater>
      <main id="main" tabIndex={-1} className="outline-none">
        <HydrateLater>
          <Hero site={site} />
        </HydrateLater>
        <HydrateLater>
          <About />
        </HydrateLater>
        <HydrateLater>
          <Timeline entries={data.allTimelineYaml.nodes} />
        </HydrateLater>
        <HydrateLater>
          <Experience entries={data.allExperienceYaml.nodes} />
        </HydrateLater>
        <HydrateLater>
          <Skills categories={data.allSkillsYaml.nodes} />
        </HydrateLater>
        <HydrateLater>
          <Showcase
            projects={data.allProjectsYaml.nodes}
            certifications={data.allCertificationsYaml.nodes}
            stacks={data.allStacksYaml.nodes}
          />
        </HydrateLater>
        <HydrateLater>
          <Contact site={site} />
        </HydrateLater>
      </main>
      <HydrateLater>
        <Footer site={site} />
      </HydrateLater>
      <ThemeToggle />
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<HomePageData, PageContext>) {
  return <SeoHead data={data} language={pageContext.language} />;
}

export const query = graphql`
  fragment EntryLogo on File {
    publicURL
    rasterized(size: $entryLogoSize) {
      src
      srcSet
    }
  }

  fragment StackIcon on File {
    publicURL
    rasterized(size: $stackIconSize) {
      src
      srcSet
    }
  }

  query HomePage($language: String!, $entryLogoSize: Int!, $stackIconSize: Int!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    siteYaml {
      name
      jobTitle(lang: $language)
      tagline(lang: $language)
      location(lang: $language)
      email
      siteUrl
      social {
        linkedin
        github
        gitlab
      }
      cv {
        fr
        en
      }
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
          ...EntryLogo
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
          ...EntryLogo
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
          ...StackIcon
        }
      }
    }
  }
`;
