/** Unit tests: TypeScript and JSX compiled by Babel the way Gatsby compiles them. */
module.exports = {
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.m?[jt]sx?$": [
      "babel-jest",
      {
        presets: [
          ["babel-preset-gatsby", { reactRuntime: "automatic" }],
          "@babel/preset-typescript",
        ],
      },
    ],
  },
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  // The test builds' copies of the project (scripts/languages-site.mjs): not the project's modules.
  modulePathIgnorePatterns: ["<rootDir>/test-sites/"],
  // Gatsby ships some modules untranspiled (ES modules); Babel must compile them for jest.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  moduleNameMapper: { "\\.(css)$": "<rootDir>/tests/unit/style-stub.js" },
};
