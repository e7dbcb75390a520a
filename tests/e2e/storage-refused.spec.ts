// Storage that refuses writes (its quota full: reads allowed, every write refused) or refuses
// everything (some private modes): each value the site keeps lives in the page's memory for
// both sides, the code before React and React, so what the page shows follows what the
// visitor does, not what storage last held.
import { expect, type Page } from "@playwright/test";
import { CONTACT_FIELDS } from "../../src/config/contact-form";
import { charactersLeftText, strings, test, waitForHydration, SECOND_LANGUAGE } from "./fixtures";

type Refusal = "writes" | "everything";

/**
 * Before the first script: storage as a visitor's browser may have it. A full quota refuses
 * every write (`setItem`) and still reads, here a draft left by an earlier visit; storage turned
 * off refuses even to be reached (`window.localStorage` throws, as in Chromium with site data
 * blocked), which leaves nothing to read.
 */
async function refuseStorage(page: Page, refusal: Refusal, staleName: string): Promise<void> {
  await page.addInitScript(
    ({ refusal, staleName }) => {
      if (refusal === "writes") {
        sessionStorage.setItem("contact-draft", JSON.stringify({ name: staleName }));
        Storage.prototype.setItem = function () {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
        return;
      }
      for (const area of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, area, {
          configurable: true,
          get() {
            throw new DOMException("Access is denied for this document.", "SecurityError");
          },
        });
      }
    },
    { refusal, staleName },
  );
}

for (const refusal of ["writes", "everything"] as const) {
  test(`with storage refusing ${refusal}, the form counts what is in the field, and the theme and tabs follow the visitor`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const { maxLength } = CONTACT_FIELDS.name;
    // Near the limit: the count shows (5 left).
    const stale = "x".repeat(maxLength - 5);
    await refuseStorage(page, refusal, stale);
    await page.goto(`/${SECOND_LANGUAGE}/`);
    await waitForHydration(page);
    const t = strings(SECOND_LANGUAGE);

    const name = page.locator("#contact-name");
    const left = page.locator("#contact-name-left");
    if (refusal === "writes") {
      // The stale draft is read, and shown with its count.
      await expect(name).toHaveValue(stale);
      await expect(left).toHaveText(charactersLeftText(SECOND_LANGUAGE, 5));
    }
    // What the visitor types is what is counted, not what storage still holds.
    await name.fill("Ada");
    await expect(left).toBeEmpty();
    await name.fill("y".repeat(maxLength - 2));
    await expect(left).toHaveText(charactersLeftText(SECOND_LANGUAGE, 2));

    // The theme: the page changes and the button offers the other one, twice.
    const root = page.locator("html");
    await page.getByRole("button", { name: t.a11y.switchToLight }).click();
    await expect(root).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: t.a11y.switchToDark }).click();
    await expect(root).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: t.a11y.switchToLight })).toBeVisible();

    // A tab chosen stays chosen.
    const tabs = page.locator('#showcase [role="tab"]');
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`#${await tabs.last().getAttribute("aria-controls")}`)).toBeVisible();

    expect(errors).toEqual([]);
  });
}
