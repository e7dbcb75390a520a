// The strict Content-Security-Policy (src/csp/content-security-policy.ts, docs/architecture.md): the
// policy each build writes, judged by Google's CSP Evaluator, and a visitor's run under it,
// Trusted Types enforced, that must not break one of its rules.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, type Page } from "@playwright/test";
import { HEADERLESS_PORT } from "../../playwright.config";
import { SEND_COOLDOWN_STORAGE_KEY } from "../../src/config/contact-form";
import { findingsAboveInfo } from "../csp-evaluation";
import { recordPolicyViolations } from "./csp-violations";
import {
  DESKTOP,
  PHONE,
  PREFIX_TAG,
  caseStudyPagePath,
  strings,
  test,
  waitForHydration,
  type Language,
  otherLanguage,
  contactFields,
  LANGUAGES,
  SECOND_LANGUAGE,
} from "./fixtures";

/** The three builds of scripts/build-test-sites.mjs. */
const BUILDS = ["public", "public-prefixed", "public-unconfigured"];

/** The policy of the `/*` rule of a build's _headers. */
const headerPolicy = (build: string): string =>
  /^ {2}Content-Security-Policy: (.*)$/m.exec(readFileSync(join(build, "_headers"), "utf8"))?.[1] ??
  "";

/** Every page of a build (not Gatsby's page data or slices) with the policy of its <meta>. */
function pagePolicies(build: string): { page: string; policy: string }[] {
  return readdirSync(build, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^(index|404)\.html$/.test(entry.name))
    .map((entry) => relative(build, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("page-data/"))
    .map((file) => {
      const html = readFileSync(join(build, file), "utf8");
      const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        html,
      )?.[1];
      return {
        page: relative(".", join(build, file)),
        policy: (content ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
      };
    });
}

const directive = (policy: string, name: string): string[] =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

test.describe("the policy each build writes", () => {
  test("Google's CSP Evaluator finds nothing above INFO in _headers or in any page's <meta>", () => {
    for (const build of BUILDS) {
      expect(findingsAboveInfo(headerPolicy(build)), `${build}/_headers`).toEqual([]);
      const pages = pagePolicies(build);
      expect(pages.length, build).toBeGreaterThanOrEqual(10);
      for (const { page, policy } of pages) {
        expect(policy, page).not.toBe("");
        expect(findingsAboveInfo(policy), page).toEqual([]);
      }
    }
  });

  test("scripts are allowed by hash and 'strict-dynamic' only, with Trusted Types enforced", () => {
    for (const build of BUILDS) {
      const policies = [
        { page: `${build}/_headers`, policy: headerPolicy(build) },
        ...pagePolicies(build),
      ];
      for (const { page, policy } of policies) {
        const scriptSources = directive(policy, "script-src");
        expect(scriptSources, page).toContain("'strict-dynamic'");
        // Besides the hashes, only what 'strict-dynamic' makes a CSP3 browser ignore: the
        // fallbacks of browsers that predate it.
        expect(
          scriptSources.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)).sort(),
          page,
        ).toEqual(["'strict-dynamic'", "'unsafe-inline'", "https:"]);
        expect(scriptSources.length, page).toBeGreaterThan(5);
        expect(directive(policy, "object-src"), page).toEqual(["'none'"]);
        expect(directive(policy, "base-uri"), page).toEqual(["'none'"]);
        expect(directive(policy, "require-trusted-types-for"), page).toEqual(["'script'"]);
        // The policies the site creates: webpack's chunk loading, the page's bundle loader,
        // and the default policy that lets React and Gatsby Head write the JSON-LD.
        expect(directive(policy, "trusted-types").sort(), page).toEqual([
          "bundle-loader",
          "default",
          "webpack",
        ]);
      }
    }
  });
});

/** What Gatsby's own `_gatsby-scripts` slice of a build sets and loads (public/_gatsby/slices/). */
function gatsbyScriptsSlice(build: string) {
  const html = readFileSync(join(build, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8");
  const chunkMapping = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(html)?.[1];
  return {
    chunkMapping: JSON.parse(JSON.parse(chunkMapping ?? '""') || "null") as unknown,
    compilationHash: /window\.___webpackCompilationHash="(\w+)"/.exec(html)?.[1],
    scripts: [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]),
  };
}

test.describe("the bundles, loaded by the page's own hashed scripts", () => {
  test(
    "the loader sets and loads what Gatsby's scripts slice would, and the head preloads it",
    PREFIX_TAG,
    async ({ page, pathPrefix }) => {
      const slice = gatsbyScriptsSlice(pathPrefix ? "public-prefixed" : "public");
      expect(slice.scripts.length).toBeGreaterThanOrEqual(3);
      await page.goto(`${pathPrefix}/${SECOND_LANGUAGE}/`);
      await waitForHydration(page);
      const loaded = await page.evaluate(() => {
        const paths = (selector: string, attribute: string) =>
          [...document.querySelectorAll(selector)].map(
            (element) => new URL(element.getAttribute(attribute) ?? "", location.href).pathname,
          );
        const globals = window as unknown as {
          ___chunkMapping: string;
          ___webpackCompilationHash: string;
        };
        return {
          chunkMapping: JSON.parse(globals.___chunkMapping) as unknown,
          compilationHash: globals.___webpackCompilationHash,
          // The scripts the loader added at the end of the body (webpack adds its chunks to <head>).
          scripts: paths("body > script[src]", "src"),
          preloaded: paths('head > link[rel="preload"][as="script"]', "href"),
        };
      });
      expect(loaded).toEqual({ ...slice, preloaded: slice.scripts });
    },
  );
});

const HEADERLESS = `http://localhost:${HEADERLESS_PORT}`;
const themeButton = (page: Page) => page.getByRole("button", { name: /thème|theme/i });
/** The banner's language link (a document navigation to the other language's page, prerendered or loaded). */
const languageLink = (page: Page, to: Language) => page.locator(`header a[hreflang="${to}"]`);
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

/**
 * Opens `path` with the app bundle (the one that starts React) held back, taps the theme
 * button before React runs (src/hydration/held-taps.ts holds the tap), then lets React in: the tap
 * must be replayed once the page is live.
 */
async function tapBeforeHydration(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  const darkBefore = await isDark(page);
  await themeButton(page).click();
  release();
  await waitForHydration(page);
  await expect.poll(() => isDark(page)).toBe(!darkBefore);
  await page.unroute(/\/app-[^/]*\.js$/);
}

/** What the form says after a send: the test sites are built with EmailJS settings but the prefixed one. */
const SEND_RESULTS = { sent: "success", failed: "error" } as const;

/** Everything a visitor does on a home page: theme, menu, tabs, the CV and JSON Resume, a send. */
async function useHomePage(page: Page, language: Language, sendResult: keyof typeof SEND_RESULTS) {
  const t = strings(language);
  await themeButton(page).click();
  // Each tab, the projects' last: the case study's link is on a project's card.
  for (const tab of [...Object.values(t.portfolio.tabs).reverse()]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }

  // The phone menu: a <details> disclosure and its links.
  await page.setViewportSize(PHONE);
  await page.getByLabel(t.a11y.menu, { exact: true }).click();
  await page
    .locator("details[open]")
    .getByRole("link", { name: t.navbar.contact, exact: true })
    .click();
  await expect(page).toHaveURL(/#contact$/);
  await page.setViewportSize(DESKTOP);

  // One message a minute per browser (src/config/contact-form.ts): this run sends two.
  await page.evaluate((key) => localStorage.removeItem(key), SEND_COOLDOWN_STORAGE_KEY);
  const fields = contactFields(page, language);
  await fields.name.fill("Alex");
  await fields.email.fill("alex@example.com");
  await fields.message.fill("Bonjour");
  await fields.send.click();
  await expect(page.getByRole("status")).toContainText(t.contact.form[SEND_RESULTS[sendResult]]);

  // The CV opens in a new tab; the JSON Resume is the <head>'s link, opened as a visitor's
  // tool would.
  const [cv] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: new RegExp(t.home.cv) }).click(),
  ]);
  await cv.waitForLoadState();
  await cv.close();
  const jsonResume = await page
    .locator('head link[rel="alternate"][type="application/json"]')
    .getAttribute("href");
  const resume = await page.context().newPage();
  const response = await resume.goto(jsonResume ?? "");
  expect(response?.headers()["content-type"]).toContain("json");
  await resume.close();
}

for (const [served, origin, details] of [
  ["with the host's headers", "", PREFIX_TAG],
  ["with no headers, by each page's <meta> policy", HEADERLESS, {}],
] as const) {
  for (const language of LANGUAGES) {
    test(
      `a visitor of /${language}/ breaks no rule of the policy, Trusted Types enforced, served ${served}`,
      details,
      async ({ page, pathPrefix }) => {
        test.slow();
        const violations = await recordPolicyViolations(page.context());
        await page.route("https://api.emailjs.com/**", (route) =>
          route.fulfill({ status: 200, contentType: "text/plain", body: "OK" }),
        );
        const base = origin || pathPrefix;
        // public-prefixed/ is built without EmailJS settings (scripts/build-test-sites.mjs).
        const sendResult = pathPrefix ? "failed" : "sent";
        // A violation that breaks the run is what it fails on.
        try {
          await page.setViewportSize(DESKTOP);

          // A deep link, tapped before React runs.
          await tapBeforeHydration(page, `${base}/${language}/#showcase`);
          await useHomePage(page, language, sendResult);

          // A case study (a document navigation), its theme, and its language switch.
          await page.goto(`${base}/${language}/#showcase`);
          await waitForHydration(page);
          const caseStudy = caseStudyPagePath(language, "fleet-app");
          await page.locator(`#fleet-app a[href$="${caseStudy}"]`).click();
          await expect(page).toHaveURL(new RegExp(`${caseStudy}$`));
          await waitForHydration(page);
          // Gatsby Head wrote the case study's JSON-LD in place of the home page's (through the
          // default policy: without it, the browser refuses React's <script>).
          await expect
            .poll(() =>
              page
                .locator('script[type="application/ld+json"]')
                .evaluateAll((scripts) =>
                  scripts.map((script) => JSON.parse(script.textContent ?? "")["@type"]),
                ),
            )
            .toEqual([expect.stringMatching(/^(CreativeWork|SoftwareSourceCode)$/)]);
          await themeButton(page).click();
          await languageLink(page, otherLanguage(language)).click();
          await expect(page).toHaveURL(
            new RegExp(`${caseStudyPagePath(otherLanguage(language), "fleet-app")}$`),
          );
          await waitForHydration(page);

          // Home in the other language, then the language switch both ways.
          await page.goto(`${base}/${otherLanguage(language)}/`);
          await waitForHydration(page);
          await useHomePage(page, otherLanguage(language), sendResult);
          await languageLink(page, language).click();
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await waitForHydration(page);
          await languageLink(page, otherLanguage(language)).click();
          await expect(page.locator("html")).toHaveAttribute("lang", otherLanguage(language));
          await waitForHydration(page);
        } finally {
          expect(violations).toEqual([]);
        }
      },
    );
  }
}
