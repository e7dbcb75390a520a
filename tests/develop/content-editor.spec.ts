// The content editor of `npm run develop` (CONTENT.md, "Edit in the browser"): Decap CMS at
// /admin/ on the development server, saving into the working tree. A save changes only the
// lines of what was changed, the page shows it, a mistake the form cannot see is refused with
// the build's line, and the editor asks nothing of any other host.
//
// EDITOR_SCREENSHOT=1 also rewrites docs/screenshots/editor-desktop.png (shown in CONTENT.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";

const ROOT = join(__dirname, "../..");
const EXPERIENCE = "content/experience.yaml";
const ENGLISH_STRINGS = "locales/en/translation.json";
const SCREENSHOT = "docs/screenshots/editor-desktop.png";
const ORIGINAL_TITLE = "Senior software engineer, Northwind Bank";
const ORIGINAL_GREETING = "Hello, I am";

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Puts a file back in one step, as the editor saves: the server's watcher never reads it half-written. */
function putBack(file: string, text: string) {
  const temporary = join(ROOT, ".content-editor-test.tmp");
  writeFileSync(temporary, text);
  renameSync(temporary, join(ROOT, file));
}

/** The lines `git diff` shows between two versions of a file, without its headers. */
function changedLines(before: string, after: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), "editor-diff-"));
  try {
    writeFileSync(join(folder, "before"), before);
    writeFileSync(join(folder, "after"), after);
    const diff = spawnSync("git", ["diff", "--no-index", "--no-color", "-U0", "before", "after"], {
      cwd: folder,
      encoding: "utf8",
    });
    return diff.stdout
      .split("\n")
      .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every request that would leave this machine is recorded and refused. */
async function keepOnThisMachine(page: Page): Promise<string[]> {
  const elsewhere: string[] = [];
  await page.context().route("**/*", (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === "localhost" || hostname === "127.0.0.1") return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  return elsewhere;
}

/** The local backend has no password; Decap still asks for the click once per browser. */
async function logIn(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

/** A file of a collection (by its name in the editor's config), through the collection's page. */
async function openFile(page: Page, collection: string, file: string) {
  await page.goto(`/admin/#/collections/${collection}`);
  await page.getByText(file, { exact: true }).click();
}

/** An entry of a list collection, opened; its summary is its id. */
async function openEntry(page: Page, id: string): Promise<Locator> {
  const entry = page.getByText(id, { exact: true }).locator("xpath=..");
  await entry.getByRole("button").first().click();
  return entry;
}

/** A group of fields (Decap's object widget) inside `scope`, found by its own label. */
function group(scope: Locator, label: string): Locator {
  const ownLabel = scope
    .page()
    .locator(":scope > div > label", { hasText: new RegExp(`^${label}$`) });
  return scope.locator('[aria-label="object field"]').filter({ has: ownLabel }).first();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

async function publishAndWait(page: Page) {
  await publish(page);
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
}

test.describe("the content editor at /admin/", () => {
  const originals = { [EXPERIENCE]: read(EXPERIENCE), [ENGLISH_STRINGS]: read(ENGLISH_STRINGS) };

  test.afterEach(async ({ page }) => {
    const changed = Object.entries(originals).filter(([file, text]) => read(file) !== text);
    if (changed.length === 0) return;
    for (const [file, text] of changed) putBack(file, text);
    // Leaves the server as it found it: the page shows the original texts again.
    await page.goto("/en/");
    await expect(page.locator("#experience")).toContainText(ORIGINAL_TITLE, { timeout: 60_000 });
    await expect(page.locator("#home")).toContainText(ORIGINAL_GREETING, { timeout: 60_000 });
  });

  test("saves a title and a string in place, and the page shows them", async ({ page }) => {
    // Two saves, then the development server rebuilds the page: slower than one look at it.
    test.slow();
    const elsewhere = await keepOnThisMachine(page);
    const title = "Principal software engineer, Northwind Bank";
    const greeting = "Hi there, I am";

    await logIn(page);
    await openFile(page, "experience", EXPERIENCE);
    const entry = await openEntry(page, "northwind-bank");
    const englishTitle = group(entry, "Title").getByLabel("English", { exact: true });
    if (process.env.EDITOR_SCREENSHOT === "1") {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(englishTitle).toBeVisible();
      await page.screenshot({ path: join(ROOT, SCREENSHOT) });
    }
    await englishTitle.fill(title);
    await publishAndWait(page);
    await expect.poll(() => read(EXPERIENCE)).not.toBe(originals[EXPERIENCE]);
    expect(changedLines(originals[EXPERIENCE], read(EXPERIENCE))).toEqual([
      `-    en: ${ORIGINAL_TITLE}`,
      `+    en: ${title}`,
    ]);

    await openFile(page, "locales", ENGLISH_STRINGS);
    await group(page.locator("body"), "Home")
      .getByLabel("Greeting", { exact: true })
      .fill(greeting);
    await publishAndWait(page);
    await expect.poll(() => read(ENGLISH_STRINGS)).not.toBe(originals[ENGLISH_STRINGS]);
    expect(changedLines(originals[ENGLISH_STRINGS], read(ENGLISH_STRINGS))).toEqual([
      `-    "greeting": "${ORIGINAL_GREETING}",`,
      `+    "greeting": "${greeting}",`,
    ]);

    // The development server picks the files up and updates the page. It takes a second or two:
    // with CI=true, Gatsby runs every page's query after each change and serves the page data it
    // last wrote, and a page opened before that write is not told of it. (Without CI, as
    // `npm run develop` runs for editors, a page opened meanwhile waits for its query.)
    const pageData = () => page.request.get("/page-data/en/page-data.json").then((r) => r.text());
    const saved = (text: string) => text.includes(title) && text.includes(greeting);
    await expect.poll(async () => saved(await pageData()), { timeout: 60_000 }).toBe(true);
    await page.goto("/en/");
    await expect(page.locator("#experience")).toContainText(title, { timeout: 60_000 });
    await expect(page.locator("#home")).toContainText(greeting, { timeout: 60_000 });
    expect(elsewhere).toEqual([]);
  });

  test("refuses a duplicate id with the build's message and leaves the file alone", async ({
    page,
  }) => {
    const elsewhere = await keepOnThisMachine(page);
    await logIn(page);
    await openFile(page, "experience", EXPERIENCE);
    const entry = await openEntry(page, "contoso-mobility");
    await entry.getByLabel("ID", { exact: true }).first().fill("northwind-bank");
    await publish(page);
    await expect(
      page.getByText(
        'content/experience.yaml: entry "northwind-bank" field "id": duplicate id "northwind-bank" (also entry 1)',
      ),
    ).toBeVisible();
    expect(read(EXPERIENCE)).toBe(originals[EXPERIENCE]);
    expect(elsewhere).toEqual([]);
  });
});
