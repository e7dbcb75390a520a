import type { GatsbyConfig } from "gatsby";
import path from "path";
import { LOCALE_SOURCE } from "./src/i18n/locale-nodes";

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Used with `gatsby build --prefix-paths` (npm run build:release): a GitHub Pages project site
  // lives under /<repo>/. The deploy workflow passes the prefix of the Pages configuration.
  pathPrefix: process.env.PATH_PREFIX || "",
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    {
      resolve: "gatsby-source-filesystem",
      // The UI strings: gatsby-node.ts makes a Locale node of each file (src/i18n/).
      options: { name: LOCALE_SOURCE, path: path.resolve(__dirname, "locales") },
    },
    {
      resolve: "gatsby-transformer-yaml",
      // Name each collection after its file (timeline.yaml -> TimelineYaml), list or object alike.
      options: {
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Yaml`,
      },
    },
    // Images are sized by gatsby-plugin-image's data layer (gatsbyImageData, through
    // gatsby-transformer-sharp) and rendered by ContentImage. The plugin itself is not
    // registered: it only adds the page script and styles of its <GatsbyImage>, unused here.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-postcss",
  ],
};

export default config;
