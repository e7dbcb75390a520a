import { firstScreenHtmlGzipBytes } from "../lib/first-screen-html.mjs";
import { gzipBytes } from "../lib/gzip.mjs";

const sumGzip = (resources) => resources.reduce((sum, resource) => sum + resource.gzipBytes, 0);
const inlineStyles = (html) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");

/**
 * Bytes a page costs at first load, gzipped as a static host sends them: the HTML document,
 * its first screen, CSS (Gatsby inlines it in <head>; stylesheets too if any), everything
 * transferred, and the number of requests.
 */
export function pageWeight(resources, html) {
  const documents = resources.filter((resource) => resource.resourceType === "document");
  const stylesheets = resources.filter((resource) => resource.resourceType === "stylesheet");
  return {
    htmlGzipBytes: sumGzip(documents),
    firstScreenHtmlGzipBytes: firstScreenHtmlGzipBytes(html),
    cssGzipBytes: gzipBytes(inlineStyles(html)) + sumGzip(stylesheets),
    transferGzipBytes: sumGzip(resources),
    requests: resources.length,
  };
}
