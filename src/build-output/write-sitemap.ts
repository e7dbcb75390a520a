import { writeFile } from "fs/promises";
import path from "path";
import {
  CASE_STUDY_IDS_FIELDS,
  caseStudyIds,
  type CaseStudyIdsResult,
} from "../case-study/case-study-ids";
import type { SiteLanguage } from "../content/languages";
import { robotsTxt, sitemapXml, sitePages } from "../seo/sitemap";

/**
 * What sitemap.xml and robots.txt are made from: the site's public address and the projects
 * that have a case study page.
 */
export const SITEMAP_QUERY = `query Sitemap { siteYaml { siteUrl } ${CASE_STUDY_IDS_FIELDS} }`;

/** The result of SITEMAP_QUERY (queries of gatsby-node are not covered by typegen). */
export interface SitemapResult extends CaseStudyIdsResult {
  siteYaml: { siteUrl: string } | null;
}

type RunQuery = (query: string) => Promise<{ data?: SitemapResult; errors?: unknown }>;

/**
 * sitemap.xml (every page in every language: the home pages and the case studies) and
 * robots.txt, for the site's public address (content/site.yaml `siteUrl`, plus the path prefix).
 */
export async function writeSitemap(
  runQuery: RunQuery,
  publicDir: string,
  pathPrefix: string,
  languages: readonly SiteLanguage[],
) {
  const { data, errors } = await runQuery(SITEMAP_QUERY);
  if (errors || !data) {
    throw new Error(`Cannot read the content for sitemap.xml: ${JSON.stringify(errors)}`);
  }
  const siteUrl = data.siteYaml?.siteUrl;
  if (!siteUrl) throw new Error("Cannot write sitemap.xml: no siteUrl in content/site.yaml");
  const pages = sitePages(caseStudyIds(data));
  await writeFile(
    path.join(publicDir, "sitemap.xml"),
    sitemapXml(siteUrl, pathPrefix, pages, languages),
  );
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl, pathPrefix));
}
