import { writeFile } from "fs/promises";
import path from "path";
import { robotsTxt, sitemapXml, sitePages } from "../seo/sitemap";

/**
 * What sitemap.xml and robots.txt are made from: the site's public address and the projects
 * that have a case study page (`caseStudy` is null for the others; `__typename` asks for no
 * field of it, so that no language argument is needed).
 */
export const SITEMAP_QUERY = `
  query Sitemap {
    siteYaml { siteUrl }
    allProjectsYaml { nodes { yamlId caseStudy { __typename } } }
  }
`;

/** The result of SITEMAP_QUERY (queries of gatsby-node are not covered by typegen). */
export interface SitemapResult {
  siteYaml: { siteUrl: string } | null;
  allProjectsYaml: { nodes: { yamlId: string; caseStudy: object | null }[] };
}

type RunQuery = (query: string) => Promise<{ data?: SitemapResult; errors?: unknown }>;

/**
 * sitemap.xml (every page in every language: the home pages and the case studies) and
 * robots.txt, for the site's public address (content/site.yaml `siteUrl`, plus the path prefix).
 */
export async function writeSitemap(runQuery: RunQuery, publicDir: string, pathPrefix: string) {
  const { data, errors } = await runQuery(SITEMAP_QUERY);
  if (errors || !data) {
    throw new Error(`Cannot read the content for sitemap.xml: ${JSON.stringify(errors)}`);
  }
  const siteUrl = data.siteYaml?.siteUrl;
  if (!siteUrl) throw new Error("Cannot write sitemap.xml: no siteUrl in content/site.yaml");
  const caseStudyIds = data.allProjectsYaml.nodes
    .filter((project) => project.caseStudy !== null)
    .map((project) => project.yamlId);
  const pages = sitePages(caseStudyIds);
  await writeFile(path.join(publicDir, "sitemap.xml"), sitemapXml(siteUrl, pathPrefix, pages));
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl, pathPrefix));
}
