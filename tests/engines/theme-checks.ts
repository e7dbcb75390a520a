// The theme switch as a visitor meets it, for theme.spec.ts and without-features.spec.ts: what
// the page looks like, what its button says and draws, before, during and after.
import { THEME_SWITCHING_MS } from "../../src/config/constants";
import type { Language } from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import {
  click,
  open,
  POLL_INTERVALS,
  problems,
  read,
  themeButton,
  themeSeen,
  waitForHydration,
} from "./visit";
import type { Visitor } from "./visitor";

interface SwitchRecord {
  /** The themes <html> took, in order, with when (performance.now()). */
  applied: { theme: string; at: number }[];
  /** When each press began. */
  pressedAt: number[];
  /** View transitions started and finished (or skipped). */
  started: number;
  finished: number;
  /** The animations of the view transitions, once each was ready: pseudo-element, duration. */
  animations: string[];
}

/**
 * In the page, from now on: the themes <html> takes (its `dark` class, set before the first
 * paint and by each switch), the presses, and the theme's view transitions where the browser
 * has them. Says whether it has them.
 */
const recordSwitches = (): boolean => {
  const record: SwitchRecord = {
    applied: [],
    pressedAt: [],
    started: 0,
    finished: 0,
    animations: [],
  };
  (window as unknown as { switchRecord: SwitchRecord }).switchRecord = record;
  const root = document.documentElement;
  let theme = root.classList.contains("dark") ? "dark" : "light";
  new MutationObserver(() => {
    const now = root.classList.contains("dark") ? "dark" : "light";
    if (now === theme) return;
    theme = now;
    record.applied.push({ theme, at: performance.now() });
  }).observe(root, { attributeFilter: ["class"] });
  addEventListener("pointerdown", () => record.pressedAt.push(performance.now()), true);
  if (!("startViewTransition" in document)) return false;
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = (update) => {
    const transition = start(update);
    record.started += 1;
    void transition.ready.then(
      () => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          if (!effect?.pseudoElement?.startsWith("::view-transition")) continue;
          record.animations.push(`${effect.pseudoElement} ${effect.getTiming().duration}`);
        }
      },
      () => undefined,
    );
    void transition.finished.finally(() => (record.finished += 1));
    return transition;
  };
  return true;
};

const switchRecord = (visitor: Visitor) =>
  visitor.evaluate(() => (window as unknown as { switchRecord: SwitchRecord }).switchRecord);

/** Until every switch asked for is on screen and its view transition, if any, over. */
async function switchesOver(visitor: Visitor, count: number): Promise<SwitchRecord> {
  await expect
    .poll(
      async () => {
        const { applied, started, finished } = await switchRecord(visitor);
        return { applied: applied.length, transitionsRunning: started - finished };
      },
      { intervals: POLL_INTERVALS },
    )
    .toEqual({ applied: count, transitionsRunning: 0 });
  return switchRecord(visitor);
}

/** Notes, on the test's report, how long after the press the page took the new theme. */
function noteDelay(record: SwitchRecord): void {
  const [pressed] = record.pressedAt;
  const [applied] = record.applied;
  if (pressed === undefined || applied === undefined) return;
  test.info().annotations.push({
    type: "theme applied after the press",
    description: `${Math.round(applied.at - pressed)} ms`,
  });
}

/**
 * From the dark default: a tap switches to light with the cross-fade where the browser has view
 * transitions (at once where it has none); the page is light, its text dark, the button offers
 * the dark theme with another icon; a reload shows the light page before and after hydration.
 */
export async function switchThemeKeptOnReload(visitor: Visitor, language: Language) {
  await open(visitor, `/${language}/`);
  expect(await themeSeen(visitor)).toBe("dark");
  const before = (await read(visitor, themeButton(language, "light")))!;
  expect(before, "the button offers the light theme").toMatchObject({ visible: true });
  const crossFades = await visitor.evaluate(recordSwitches);

  await click(visitor, themeButton(language, "light"));
  const record = await switchesOver(visitor, 1);
  noteDelay(record);
  expect(record.applied.map(({ theme }) => theme)).toEqual(["light"]);
  expect(record.animations, "the old page's picture fades out over the new one").toEqual(
    crossFades ? [`::view-transition-old(root) ${THEME_SWITCHING_MS}`] : [],
  );
  expect(await themeSeen(visitor)).toBe("light");
  const after = (await read(visitor, themeButton(language, "dark")))!;
  expect(after, "the button offers the dark theme").toMatchObject({ visible: true });
  expect(after.drawing, "with another icon").not.toBe(before.drawing);

  await visitor.reload();
  expect(await themeSeen(visitor), "light from the first paint on").toBe("light");
  await waitForHydration(visitor);
  expect(await themeSeen(visitor)).toBe("light");
  expect(await read(visitor, themeButton(language, "dark"))).toMatchObject({
    visible: true,
    drawing: after.drawing,
  });
  expect(await problems(visitor)).toEqual([]);
}

/** Two taps on the theme button, 250 ms apart: the page ends in the theme it began in. */
export async function twoTapsEndWhereTheyBegan(visitor: Visitor, language: Language) {
  await open(visitor, `/${language}/`);
  await visitor.evaluate(recordSwitches);
  await click(visitor, themeButton(language, "light"), { count: 2, gapMs: 250 });
  const record = await switchesOver(visitor, 2);
  noteDelay(record);
  expect(record.pressedAt).toHaveLength(2);
  expect(record.applied.map(({ theme }) => theme)).toEqual(["light", "dark"]);
  expect(await themeSeen(visitor)).toBe("dark");
  expect(await read(visitor, themeButton(language, "light"))).toMatchObject({ visible: true });
  expect(await visitor.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  expect(await problems(visitor)).toEqual([]);
}
