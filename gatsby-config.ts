import type { GatsbyConfig } from "gatsby";
import path from "path";

const config: GatsbyConfig = {
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Used with `gatsby build --prefix-paths` (npm run build:release): a GitHub Pages project site
  // lives under /<repo>/. The deploy workflow passes the prefix of the Pages configuration.
  pathPrefix: process.env.PATH_PREFIX || "",
  jsxRuntime: "automatic",
  plugins: [
    // The images of content/ as File nodes. The YAML collections and the locale files are read,
    // checked and made into nodes by gatsby-node.ts (src/content/content-nodes.ts), only when
    // the whole content is valid; the development server checks each save (src/live-check/).
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content"), ignore: ["**/*.yaml"] },
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
