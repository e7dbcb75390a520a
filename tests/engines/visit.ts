// What the scenarios do and read on a page, written once for every engine over the visitor
// (visitor.ts): elements found as a visitor finds them (by what they are and what they say),
// clicked where they are shown, read as they are shown. Waits poll the page: no driver's own
// wait runs a function built inside the page, which the site's policy (no 'unsafe-eval')
// refuses in Firefox.
import { expect } from "@playwright/test";
import { isPageAtUrlLive, strings, type Language, type Theme } from "../e2e/fixtures";
import { PROBE_KEY, probeNotes } from "./probe";
import type { Visitor } from "./visitor";

/** Hydration waits: generous, for a busy 2-core machine and a software-rendered WebKit. */
export const HYDRATION_TIMEOUT_MS = 20_000;

/** How often a wait asks the page again: soon, since asking costs a few milliseconds. */
export const POLL_INTERVALS = [50, 100, 200];

/**
 * An element as a visitor finds it: the first shown or not matching `css` whose accessible
 * name (its label, its text) is `name`, if given.
 */
export interface Target {
  css: string;
  name?: string;
}

/** An element as the visitor meets it. */
export interface ElementState {
  /** Its accessible name (aria-label, aria-labelledby, its label, or its text shown). */
  name: string;
  /** Laid out and not hidden (a visitor could see it by scrolling to it). */
  visible: boolean;
  focused: boolean;
  selected: string | null;
  /** A form field's value. */
  value: string | null;
  disabled: boolean;
  /** Its top, in the viewport. */
  top: number;
  /** A picture's drawing (its SVG paths displayed), to tell one icon from another. */
  drawing: string;
}

type ElementAction = "read" | "centre" | "focus";

/**
 * In the page: finds the target and reads it, brings its middle into view and says where it is
 * (and what is there, if something else covers it), or focuses it. Self-contained: it is sent
 * to the page as its source.
 *
 * Before it is brought into view, the page is left to end a scroll of its own: Firefox scrolls
 * the caret of a field just typed in into view smoothly, a moment later, and took the page back
 * from the element brought into view before the click. Then its place must hold two frames.
 */
const onElement = async (target: Target, action: ElementAction) => {
  // The text a name is made of: none from an element not displayed (the theme button has a
  // label per theme, one of them `display: none`).
  const displayed = (element: Element) => getComputedStyle(element).display !== "none";
  const shownText = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? "")
      : [...node.childNodes]
          .filter((child) => !(child instanceof Element) || displayed(child))
          .map(shownText)
          .join("");
  const text = (element: Element | null) =>
    (element ? shownText(element) : "").replace(/\s+/g, " ").trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute("aria-label");
    if (label) return label.trim();
    const by = element.getAttribute("aria-labelledby");
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(" ");
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return text(labels[0]!);
    return text(element);
  };
  const element = [...document.querySelectorAll(target.css)].find(
    (candidate) => target.name === undefined || nameOf(candidate) === target.name,
  );
  if (!element) return null;
  const html = element as HTMLElement;
  if (action === "focus") {
    html.focus();
    return { focused: document.activeElement === element };
  }
  if (action === "centre") {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let still = 0, frames = 0, y = scrollY; still < 3 && frames < 300; frames += 1) {
      await frame();
      still = scrollY === y ? still + 1 : 0;
      y = scrollY;
    }
    let box = element.getBoundingClientRect();
    for (let tries = 0; tries < 10; tries += 1) {
      element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
      const shown = element.getBoundingClientRect();
      await frame();
      await frame();
      box = element.getBoundingClientRect();
      if (Math.abs(box.top - shown.top) < 1 && Math.abs(box.left - shown.left) < 1) break;
    }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const there = document.elementFromPoint(x, y);
    const covered = !there || !(element === there || element.contains(there));
    return {
      x,
      y,
      covered: covered ? `${there?.tagName ?? "nothing"} ${there?.id ?? ""}`.trim() : "",
    };
  }
  return {
    name: nameOf(element),
    visible: element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }),
    focused: document.activeElement === element,
    selected: element.getAttribute("aria-selected"),
    value: "value" in element ? String((element as HTMLInputElement).value) : null,
    disabled: (element as HTMLButtonElement).disabled === true,
    top: element.getBoundingClientRect().top,
    drawing: [...element.querySelectorAll("path")]
      .filter(displayed)
      .map((path) => path.getAttribute("d"))
      .join(" "),
  };
};

/** The element as the visitor meets it, or null where there is none. */
export const read = (visitor: Visitor, target: Target) =>
  visitor.evaluate(onElement, target, "read") as Promise<ElementState | null>;

/** Focuses the element, as a visitor tabbing to it would. */
export async function focus(visitor: Visitor, target: Target): Promise<void> {
  const result = (await visitor.evaluate(onElement, target, "focus")) as {
    focused: boolean;
  } | null;
  expect(result, `${JSON.stringify(target)} focused`).toEqual({ focused: true });
}

/** Where the visitor clicks the element: its middle, brought into view. */
export async function whereIs(visitor: Visitor, target: Target) {
  const place = (await visitor.evaluate(onElement, target, "centre")) as {
    x: number;
    y: number;
    covered: string;
  } | null;
  expect(place, `${JSON.stringify(target)} on the page`).not.toBeNull();
  expect(place!.covered, `${JSON.stringify(target)} under ${place!.covered}`).toBe("");
  return { x: place!.x, y: place!.y };
}

/** A mouse click in the middle of the element, brought into view first. */
export async function click(
  visitor: Visitor,
  target: Target,
  options?: { count?: number; gapMs?: number },
): Promise<void> {
  await visitor.clickAt(await whereIs(visitor, target), options);
}

/**
 * Waits until React has hydrated the page at the current URL (tests/e2e/fixtures.ts): asked
 * again while a navigation replaces the page.
 */
export async function waitForHydration(visitor: Visitor): Promise<void> {
  await expect
    .poll(() => visitor.evaluate(isPageAtUrlLive).catch(() => false), {
      message: "the page at the URL hydrated",
      timeout: HYDRATION_TIMEOUT_MS,
      intervals: POLL_INTERVALS,
    })
    .toBe(true);
}

/** Opens a page of the site and waits until React has hydrated it. */
export async function open(visitor: Visitor, path: string): Promise<void> {
  await visitor.goto(path);
  await waitForHydration(visitor);
}

/** Everything the probe and the browser saw go wrong in this tab so far. */
export async function problems(visitor: Visitor): Promise<string[]> {
  return [...(await visitor.evaluate(probeNotes, PROBE_KEY)), ...visitor.browserConsoleErrors()];
}

/** The page's language and address, while it may be being replaced. */
export const pageNow = (visitor: Visitor) =>
  visitor
    .evaluate(() => ({
      lang: document.documentElement.lang,
      path: location.pathname,
      hash: location.hash,
    }))
    .catch(() => ({ lang: "", path: "", hash: "" }));

/** Waits until the page shown is the one at `path` (and `hash`), in its language, hydrated. */
export async function waitForPage(
  visitor: Visitor,
  path: string,
  language: Language,
  hash = "",
): Promise<void> {
  await expect
    .poll(() => pageNow(visitor), { timeout: HYDRATION_TIMEOUT_MS, intervals: POLL_INTERVALS })
    .toEqual({ lang: language, path, hash });
  await waitForHydration(visitor);
}

/** Scrolls at once (the page scrolls smoothly by default) to `y`. */
export const scrollToY = (visitor: Visitor, y: number) =>
  visitor.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

/** The theme button, by what it offers in either language. */
export const themeButton = (language: Language, offers: Theme): Target => ({
  css: "button",
  name:
    offers === "light" ? strings(language).a11y.switchToLight : strings(language).a11y.switchToDark,
});

/** The header's link to the page in the other language. */
export const languageLink = (to: Language): Target => ({ css: `header a[hreflang="${to}"]` });

/** The showcase's tab of a panel, by what it says. */
export const showcaseTab = (
  language: Language,
  tab: keyof ReturnType<typeof strings>["portfolio"]["tabs"],
): Target => ({ css: '[role="tab"]', name: strings(language).portfolio.tabs[tab] });

/** How light what the visitor sees is: the page's background and its text, 0 (black) to 1. */
export interface Shades {
  background: number;
  text: number;
  colorScheme: string;
}

/**
 * In the page: the relative luminance of the body's background and text colours, each drawn
 * on a canvas (whatever colour syntax the engine computes them in, oklch here).
 */
export const shadesInPage = (): Shades => {
  const context = document.createElement("canvas").getContext("2d", {
    willReadFrequently: true,
  })!;
  const luminance = (color: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#010203";
    context.fillStyle = color;
    if (context.fillStyle === "#010203") throw new Error(`the canvas cannot draw ${color}`);
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const body = getComputedStyle(document.body);
  return {
    background: luminance(body.backgroundColor),
    text: luminance(body.color),
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  };
};

/** Which theme the visitor sees: dark text on a light page, or light text on a dark one. */
export async function themeSeen(visitor: Visitor): Promise<Theme | "unclear"> {
  const { background, text, colorScheme } = await visitor.evaluate(shadesInPage);
  if (background < 0.05 && text > 0.6 && colorScheme === "dark") return "dark";
  if (background > 0.9 && text < 0.1 && colorScheme === "light") return "light";
  return "unclear";
}

/**
 * In the page: the target's top in the viewport at every frame, from now until the page is
 * hydrated, loaded and its fonts in, and the target has not moved for 30 frames; and the fixed
 * header's bottom.
 */
const watchLanding = async (id: string) => {
  const target = document.getElementById(id)!;
  const tops: number[] = [];
  let quietFrames = 0;
  while (quietFrames < 30 && tops.length < 3000) {
    await new Promise((frame) => requestAnimationFrame(frame));
    const top = target.getBoundingClientRect().top;
    const settled =
      document.documentElement.getAttribute("data-hydrated") === location.pathname &&
      document.readyState === "complete" &&
      document.fonts.status === "loaded" &&
      Math.abs(top - (tops.at(-1) ?? top)) < 0.5;
    tops.push(top);
    quietFrames = settled ? quietFrames + 1 : 0;
  }
  return {
    tops,
    header: document.querySelector("header")!.getBoundingClientRect().bottom,
    viewport: window.innerHeight,
  };
};

/**
 * The deep link's target is below the fixed header, in the top third, from the first frame after
 * load, and nothing moves it afterwards: no smooth scroll to it (Chromium animated the browser's
 * own scroll to the address's target from the top of the page while the page scrolled smoothly
 * at all times: global.css), no shift once the page is live.
 */
export async function expectLanded(visitor: Visitor, id: string, visit: string): Promise<void> {
  const { tops, header, viewport } = await visitor.evaluate(watchLanding, id);
  const [first] = tops;
  expect(first!, `${visit}: below the fixed header`).toBeGreaterThanOrEqual(header - 1);
  expect(first!, `${visit}: in the top third`).toBeLessThanOrEqual(viewport / 3);
  expect(
    Math.max(...tops) - Math.min(...tops),
    `${visit}: never moved (${[...new Set(tops.map(Math.round))]})`,
  ).toBeLessThanOrEqual(1);
}
