// An editor adds a language while `npm run develop` runs (`npm run language:add`): its pages
// show at once, unpublished (a production build leaves them out), in its source language's
// words meanwhile, and the content editor at /admin/ offers its fields. Then the files are put
// back as they were, and its pages go.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEFAULT_LANGUAGE, strings } from "../e2e/fixtures";
import { openOnceServed, pageData } from "./page-data";
import { SERVER_TIMEOUT } from "./server-output";

/** A language the shipped content has not, as an editor would add it. */
const ADDED = { code: "it", name: "Italiano" };

/** The files `language:add` edits: every YAML file of content/. */
const contentFiles = () =>
  readdirSync("content")
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => join("content", file));

test("a language added shows in the development server, unpublished, and its fields in the editor", async ({
  page,
  request,
}) => {
  const shipped = new Map(contentFiles().map((file) => [file, readFileSync(file, "utf8")]));
  try {
    execFileSync(process.execPath, ["scripts/language.mjs", "add", ADDED.code, ADDED.name]);
    // Copied from the default language: its words, until translated.
    await openOnceServed(page, `/${ADDED.code}/`, `"language":"${ADDED.code}"`);
    await expect(page.locator("html")).toHaveAttribute("lang", ADDED.code);
    await expect(page.locator("#home")).toContainText(strings(DEFAULT_LANGUAGE).home.title);
    // Three languages: the chooser is a list, the new one in it.
    await page.locator("header details summary").first().click();
    await expect(page.locator(`header [lang="${ADDED.code}"][aria-current="true"]`)).toHaveText(
      ADDED.name,
    );
    const config = await (await request.get("/admin/config.yml")).text();
    expect(config).toContain(`label: ${ADDED.name} (${ADDED.code}), unpublished`);
  } finally {
    for (const [file, text] of shipped) writeFileSync(file, text);
    rmSync(join("locales", ADDED.code), { recursive: true, force: true });
  }
  await expect
    .poll(() => pageData(request, `/${ADDED.code}/`), { timeout: SERVER_TIMEOUT })
    .not.toContain(`"language":"${ADDED.code}"`);
});
