import { expect, type Page } from "@playwright/test";
import {
  PREFIX_TAG,
  test,
  waitForHydration,
  LANGUAGES,
  strings,
  otherLanguage,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";
import { THEME_SWITCHING_MS } from "../../src/config/constants";

const SECTIONS = ["home", "about", "timeline", "experience", "skills", "showcase", "contact"];

/** Section titles only the page's language has, from its strings. */
const pageText = (language: string): string[] => {
  const { timeline, experience, skillsTitle } = strings(language) as unknown as {
    timeline: { title: string };
    experience: { title: string };
    skillsTitle: string;
  };
  return [timeline.title, experience.title, skillsTitle];
};

test.describe("pre-rendered pages", () => {
  for (const language of LANGUAGES) {
    test(`/${language}/ HTML holds every section in ${language} before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(`/${language}/`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      for (const id of SECTIONS) expect(html).toContain(`id="${id}"`);
      for (const text of pageText(language)) expect(html).toContain(text);
      const other = otherLanguage(language);
      // JSON-LD speaks schema.org's English (EducationalOrganization): only the page's text counts.
      const pageHtml = html.replace(
        /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/,
        "",
      );
      for (const text of pageText(other)) expect(pageHtml).not.toContain(text);
      // Content from every collection: timeline, experience, skills, projects, certifications, stacks.
      for (const text of [
        "Northwind",
        "Paris-Saclay",
        "PostgreSQL",
        "fleet-app",
        "Scrum Fundamentals",
        "Kubernetes",
      ]) {
        expect(html).toContain(text);
      }
    });
  }

  test(
    "each language's address without a trailing slash reaches its page",
    PREFIX_TAG,
    async ({ page, pathPrefix }) => {
      for (const language of LANGUAGES) {
        await page.goto(`${pathPrefix}/${language}`);
        await expect(page).toHaveURL(new RegExp(`/${language}/$`));
        await expect(page.locator("html")).toHaveAttribute("lang", language);
      }
    },
  );
});

/** A language the site does not publish: its address is unknown. */
const UNPUBLISHED = ["de", "it", "es"].find((code) => !LANGUAGES.includes(code))!;

test.describe("redirects", () => {
  for (const path of ["/", `/${UNPUBLISHED}/`, "/foo/bar"]) {
    test(
      `${path} ends on /${DEFAULT_LANGUAGE}/ and replaces the history entry`,
      PREFIX_TAG,
      async ({ page, pathPrefix }) => {
        await page.goto(`${pathPrefix}/${SECOND_LANGUAGE}/`);
        await page.goto(`${pathPrefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANGUAGE}/$`));
        await expect(page.locator("html")).toHaveAttribute("lang", DEFAULT_LANGUAGE);
        // Replaced, not pushed: Back skips the redirect page.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/$`));
      },
    );
  }

  test(
    "unknown paths are answered 404 by the server (the 404 page redirects)",
    PREFIX_TAG,
    async ({ request, pathPrefix }) => {
      const response = await request.get(`${pathPrefix}/foo/bar`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`url=${pathPrefix}/${DEFAULT_LANGUAGE}/`);
    },
  );

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const path of ["/", `/${UNPUBLISHED}/`]) {
      test(
        `${path} still reaches /${DEFAULT_LANGUAGE}/`,
        PREFIX_TAG,
        async ({ page, pathPrefix }) => {
          await page.goto(`${pathPrefix}${path}`);
          await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANGUAGE}/$`));
          await expect(page.getByRole("heading", { level: 1 })).toContainText("Camille Laurent");
        },
      );
    }
  });
});

test.describe("language toggle", () => {
  const toggle = (page: Page) =>
    page.getByRole("banner").getByRole("link", { name: /anglais|French/ });

  test(
    `switches /${DEFAULT_LANGUAGE}/#x to /${SECOND_LANGUAGE}/#x in place, keeping hash, scroll and history`,
    PREFIX_TAG,
    async ({ page, pathPrefix }) => {
      await page.goto(`${pathPrefix}/${DEFAULT_LANGUAGE}/#experience`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Expérience", exact: true })).toBeInViewport();
      // Let the scroll to the hash come to rest before measuring.
      await expect
        .poll(async () => {
          const first = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(200);
          return (await page.evaluate(() => window.scrollY)) - first;
        })
        .toBe(0);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const historyBefore = await page.evaluate(() => history.length);

      await expect(toggle(page)).toHaveAccessibleName("EN Afficher la page en anglais");
      await toggle(page).click();

      await expect(page).toHaveURL(new RegExp(`${pathPrefix}/${SECOND_LANGUAGE}/#experience$`));
      await expect(page.locator("html")).toHaveAttribute("lang", SECOND_LANGUAGE);
      await expect(page.getByRole("heading", { name: "Experience", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "About" }).first()).toBeAttached();
      expect(await page.evaluate(() => history.length)).toBe(historyBefore);
      const scrollAfter = await page.evaluate(() => window.scrollY);
      expect(Math.abs(scrollAfter - scrollBefore)).toBeLessThan(40);

      // And back.
      await expect(toggle(page)).toHaveAccessibleName("FR Show the page in French");
      await toggle(page).click();
      await expect(page).toHaveURL(new RegExp(`${pathPrefix}/${DEFAULT_LANGUAGE}/#experience$`));
      await expect(page.locator("html")).toHaveAttribute("lang", DEFAULT_LANGUAGE);
      await expect(page.getByRole("heading", { name: "Expérience", exact: true })).toBeInViewport();
    },
  );

  test("a switch right after the page is hydrated shows the whole page in the other language", async ({
    page,
  }) => {
    // The toggle is clicked in the task after the page is hydrated, while React may still run
    // its effects and the router its first update. And, as on a busy phone, no frame is drawn
    // for the first half second.
    await page.addInitScript((opened) => {
      const firstFrameAt = performance.now() + 500;
      const requestFrame = window.requestAnimationFrame.bind(window);
      const cancelFrame = window.cancelAnimationFrame.bind(window);
      // Frames asked for early come once that half second is over (negative ids: timers).
      window.requestAnimationFrame = (callback) => {
        const wait = firstFrameAt - performance.now();
        return wait > 0 ? -setTimeout(() => requestFrame(callback), wait) : requestFrame(callback);
      };
      window.cancelAnimationFrame = (id) => (id < 0 ? clearTimeout(-id) : cancelFrame(id));

      // The toggle only on the page opened: an init script runs in every document, and the page
      // switched to would switch back as soon as it is hydrated, under the assertions below.
      if (!location.pathname.endsWith(opened)) return;
      // The page's <html> is not parsed yet when this runs: watch the document for it.
      const watcher = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        watcher.disconnect();
        setTimeout(() => (document.querySelector("header a[hreflang]") as HTMLElement).click());
      });
      watcher.observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ["data-hydrated"],
      });
    }, `/${DEFAULT_LANGUAGE}/`);
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", SECOND_LANGUAGE);
    await waitForHydration(page);
    for (const name of ["Education", "Experience", "Skills", "Work", "Contact"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: /French/ })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
    await expect(page).toHaveTitle(/Full-stack software engineer/);
  });

  test("every visible string changes language", PREFIX_TAG, async ({ page, pathPrefix }) => {
    await page.goto(`${pathPrefix}/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    await toggle(page).click();
    await expect(page).toHaveURL(new RegExp(`${pathPrefix}/${SECOND_LANGUAGE}/$`));
    await waitForHydration(page);
    const text = await page.locator("body").innerText();
    for (const french of [
      "Parcours académique",
      "Compétences",
      "Tous droits réservés",
      "Mes projets",
    ]) {
      expect(text).not.toContain(french);
    }
    for (const english of ["Education", "Skills", "All rights reserved", "My projects"]) {
      expect(text).toContain(english);
    }
    await expect(page).toHaveTitle(/Full-stack software engineer/);
  });
});

test.describe("theme", () => {
  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const themeButton = (page: Page) => page.getByRole("button", { name: /theme|thème/ });

  test("is dark by default, toggles, persists and changes the colours", async ({ page }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS("color-scheme", "dark");
    const darkBackground = await background(page);
    // Record when the transient switching class comes and goes (a slow machine may miss it);
    // how the switch animates: theme-switch.spec.ts.
    await page.evaluate(() => {
      const changes: { switching: boolean; at: number }[] = [];
      (window as unknown as { switching: typeof changes }).switching = changes;
      new MutationObserver(() =>
        changes.push({
          switching: document.documentElement.classList.contains("theme-switching"),
          at: performance.now(),
        }),
      ).observe(document.documentElement, { attributeFilter: ["class"] });
    });

    await expect(themeButton(page)).toHaveAccessibleName("Passer au thème clair");
    await themeButton(page).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/theme-switching/, { timeout: 2000 });
    const switching = await page.evaluate(
      () =>
        (
          window as unknown as {
            switching: { switching: boolean; at: number }[];
          }
        ).switching,
    );
    const added = switching.find((change) => change.switching);
    const removed = [...switching].reverse().find((change) => !change.switching);
    expect(added).toBeDefined();
    // 10 ms of margin: a timer may fire a little early against performance.now().
    expect(removed!.at - added!.at).toBeGreaterThanOrEqual(THEME_SWITCHING_MS - 10);
    // Transient: gone again soon after (timers run late on a busy machine, hence the margin).
    expect(removed!.at - added!.at).toBeLessThan(5000);
    await expect(html).toHaveCSS("color-scheme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await expect.poll(() => background(page)).not.toBe(darkBackground);
    await expect(themeButton(page)).toHaveAccessibleName("Passer au thème sombre");

    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(themeButton(page)).toHaveAccessibleName("Passer au thème sombre");
  });

  for (const stored of ["light", "dark"] as const) {
    test(`a stored ${stored} theme is applied before the first paint`, async ({ page }) => {
      await page.addInitScript((theme) => {
        localStorage.setItem("theme", theme);
        // The first animation frame runs before the first paint: record what it would show.
        requestAnimationFrame(() => {
          (window as unknown as { firstPaint: unknown }).firstPaint = {
            dark: document.documentElement.classList.contains("dark"),
            scheme: document.documentElement.style.colorScheme,
          };
        });
      }, stored);
      await page.goto(`/${SECOND_LANGUAGE}/`);
      const firstPaint = await page.evaluate(
        () => (window as unknown as { firstPaint: unknown }).firstPaint,
      );
      expect(firstPaint).toEqual({ dark: stored === "dark", scheme: stored });
    });
  }
});
