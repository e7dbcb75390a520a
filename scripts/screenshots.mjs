// Screenshots of the production build for the README (docs/screenshots/): the first screen on a
// phone (375 px) and a desktop (1280 px), the showcase on a desktop, and the first project's
// case study (reached from its card) on both, in both themes, so they show the site as it is.
// Run `npm run build` first, then `npm run screenshots` (`-- --all-languages` adds every other
// published language's pages; `-- --out <folder>` writes elsewhere; `-- --build <folder>` shoots
// another build, its languages read from the content beside it, as test-sites/languages/public).
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { publishedLanguages } from "./lib/published-languages.mjs";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 9400);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const outDir = option("--out", "docs/screenshots");
const buildDir = option("--build", "public");
const published = publishedLanguages(dirname(buildDir)).map((language) => language.code);
const languages = args.includes("--all-languages") ? published : published.slice(0, 1);
const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
const THEMES = ["dark", "light"];

/** Waits until the test server answers. */
async function serve() {
  const server = spawn(process.execPath, ["scripts/lib/serve-build.mjs", String(PORT), buildDir], {
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ok = await fetch(`http://localhost:${PORT}/${languages[0]}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`${buildDir} is not served on port ${PORT}: run npm run build first`);
}

/** PNGs quantised to a palette: a few tens of KB instead of hundreds in the repository. */
const save = (png, file) =>
  sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(file);

async function shoot(browser, language, theme, viewportName) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewportName],
    // Animations would be caught half-way: the reduced-motion page shows everything at once.
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  // A busy machine (a build running beside) can take longer than Playwright's 30 s default.
  page.setDefaultTimeout(90_000);
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
  await page.goto(`http://localhost:${PORT}/${language}/`, { waitUntil: "networkidle" });
  await page.locator('[role="tabpanel"][hidden]').nth(1).waitFor({ state: "attached" });
  const name = (part) => join(outDir, `${language}-${viewportName}-${theme}-${part}.png`);
  await save(await page.screenshot(), name("home"));
  if (viewportName === "desktop") {
    // As a visitor following the menu's link sees it: under the fixed navigation bar.
    await page.evaluate(() =>
      document.getElementById("showcase").scrollIntoView({ behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#panel-projects img")].every((image) => image.complete),
    );
    await save(await page.screenshot(), name("showcase"));
  }
  // The first card's case study, as a visitor reaches it: its link followed.
  await page.locator('#panel-projects a[data-project-link="case-study"]').first().click();
  await page.waitForLoadState("networkidle");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await save(await page.screenshot(), name("case-study"));
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const server = await serve();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const language of languages) {
    for (const theme of THEMES) {
      for (const viewportName of Object.keys(VIEWPORTS)) {
        await shoot(browser, language, theme, viewportName);
      }
    }
  }
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await browser.close();
  server.kill();
}
