import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      "public-unconfigured/",
      "public-prefixed/",
      "test-sites/",
      ".cache/",
      "node_modules/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.strict,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    settings: { react: { version: "18.3" } },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: "readonly" },
    },
    rules: {
      "react/prop-types": "off",
    },
  },
  {
    files: ["**/*.cjs", "*.config.js", "postcss.config.js", "jest.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
