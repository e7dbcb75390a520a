// Screenshots of the home page in each engine, at 390 and 1280 px, in both themes, to look at
// side by side (nothing compares them: engines draw text and controls each their own way).
// Only when asked: ENGINE_SCREENSHOTS=<folder> npm run test:engines -- screenshots
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DESKTOP, PHONE, THEMES, DEFAULT_LANGUAGE } from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import { open, POLL_INTERVALS } from "./visit";
import type { Visitor } from "./visitor";

const folder = process.env.ENGINE_SCREENSHOTS;

/**
 * In the page: what keeps the viewport from being shown whole (fonts, images loading, reveal
 * animations under way), or nothing; once its images are decoded and two frames on, so that
 * it has been painted.
 */
const notShownWhole = async () => {
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && element.checkVisibility();
  };
  // WebKit says an image is complete before it is decoded: it may not be drawn yet.
  await Promise.all(
    [...document.images].filter(inView).map((image) => image.decode().catch(() => undefined)),
  );
  await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  const loading = [...document.images]
    .filter((image) => inView(image) && !image.complete)
    .map((image) => `image ${image.currentSrc}`);
  const moving = [...document.querySelectorAll("[data-reveal]")]
    .filter((item) => {
      if (!inView(item)) return false;
      const style = getComputedStyle(item);
      const still = style.transform === "none" || new DOMMatrix(style.transform).isIdentity;
      return style.opacity !== "1" || !still;
    })
    .map((item) => `revealing ${item.tagName} ${item.id}`);
  return [...(document.fonts.status === "loaded" ? [] : ["fonts"]), ...loading, ...moving];
};

/**
 * In the page: scrolls down half a viewport at a time, two frames at each step (the reveals
 * start as their items pass), until the section starts under the fixed bar.
 */
const scrollDownTo = async (id: string) => {
  const bar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const target = scrollY + document.getElementById(id)!.getBoundingClientRect().top - bar;
  while (Math.abs(scrollY - target) > 1) {
    const next = scrollY < target ? Math.min(scrollY + innerHeight / 2, target) : target;
    window.scrollTo({ top: next, behavior: "instant" });
    for (let frames = 0; frames < 2; frames += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
    }
  }
};

async function shoot(visitor: Visitor, name: string): Promise<void> {
  await expect
    .poll(() => visitor.evaluate(notShownWhole), { intervals: POLL_INTERVALS })
    .toEqual([]);
  writeFileSync(join(folder!, `${name}.png`), await visitor.screenshot());
}

for (const [width, size] of [
  ["390", PHONE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ size });
    for (const theme of THEMES) {
      test(`/${DEFAULT_LANGUAGE}/ in the ${theme} theme: the first screen, the showcase, the contact form`, async ({
        visitor,
        engine,
      }) => {
        mkdirSync(folder!, { recursive: true });
        await visitor.goto(`/${DEFAULT_LANGUAGE}/`);
        await visitor.evaluate((value) => localStorage.setItem("theme", value), theme);
        await open(visitor, `/${DEFAULT_LANGUAGE}/`);
        const name = (part: string) => `${engine}-${width}-${theme}-${part}`;
        await shoot(visitor, name("home"));
        for (const section of ["showcase", "contact"]) {
          await visitor.evaluate(scrollDownTo, section);
          await shoot(visitor, name(section));
        }
      });
    }
  });
}
