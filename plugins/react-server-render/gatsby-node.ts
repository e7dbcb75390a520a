import type { GatsbyNode } from "gatsby";
import { createRequire } from "module";
import path from "path";

/** Webpack stages that render pages to HTML in Node. */
const SERVER_RENDER_STAGES = new Set(["build-html", "develop-html"]);

// Resolved from the site (Gatsby runs in its root), as Gatsby resolves React itself.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
const packageRoot = (name: string) => path.dirname(siteRequire.resolve(`${name}/package.json`));

/**
 * gatsby-plugin-preact swaps React for Preact in every stage, but Gatsby renders HTML with
 * react-dom/server's streaming API, which preact/compat only offers with
 * preact-render-to-string 6.5 or later (the plugin pins 5.x). So pages are rendered to HTML
 * by React, as without the plugin, and the browser hydrates them with Preact.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (!SERVER_RENDER_STAGES.has(stage)) return;
  actions.setWebpackConfig({
    resolve: {
      alias: {
        react: packageRoot("react"),
        "react-dom": packageRoot("react-dom"),
        "react/jsx-runtime": siteRequire.resolve("react/jsx-runtime"),
      },
    },
  });
};
