import { writeStored } from "../storage/stored-value";
import {
  THEME_SWITCHING_CLASS,
  THEME_SWITCHING_DURATION_PROPERTY,
  THEME_SWITCHING_MS,
  type Theme,
} from "../config/constants";
import { keepPressesWhileCapturing } from "./presses-while-capturing";
import { showTheme, themeChoice } from "./theme-store";

/** The CSS property that puts <html> in a view transition (the browser's default: `root`). */
const VIEW_TRANSITION_NAME = "view-transition-name";

let switchingTimer: ReturnType<typeof setTimeout> | undefined;

/** No animation for a visitor who asked for less motion, nor where view transitions are missing. */
const animates = (): boolean =>
  "startViewTransition" in document &&
  !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The theme's view transition under way, if any (see applyTheme). */
let running: ViewTransition | undefined;

/**
 * Applies and stores a theme. Where it animates, the switch is a view transition
 * (https://developer.mozilla.org/docs/Web/API/Document/startViewTransition): a picture of the
 * page fades out over the page in its new theme (global.css, for THEME_SWITCHING_MS), where
 * colour transitions restyled the whole page on every frame. The choice is stored at once and
 * the button switches from it, so a second tap before the update undoes the first.
 *
 * Only the picture before is animated: the update takes <html> out of the transition
 * (`view-transition-name: none`), so the page after is shown as it is and taps reach it (a
 * captured element is not hit-tested: w3c/csswg-drafts#10930). <html> is named again before
 * the next switch takes its picture. While the browser takes it, every press goes to <html>:
 * presses-while-capturing.ts. Why: docs/decisions/0008-theme-switch-as-a-view-transition.md.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  writeStored(themeChoice, theme);
  root.style.setProperty(THEME_SWITCHING_DURATION_PROPERTY, `${THEME_SWITCHING_MS}ms`);
  root.classList.add(THEME_SWITCHING_CLASS);
  if (animates()) {
    root.style.removeProperty(VIEW_TRANSITION_NAME);
    // A transition started meanwhile skips this one; its update still runs, in order.
    const transition = document.startViewTransition(() => {
      showTheme(theme);
      // A skipped switch's late update must not keep the next one from taking its picture.
      if (running === transition) root.style.setProperty(VIEW_TRANSITION_NAME, "none");
    });
    running = transition;
    keepPressesWhileCapturing(transition);
    void transition.finished.then(() => {
      if (running !== transition) return;
      running = undefined;
      root.style.removeProperty(VIEW_TRANSITION_NAME);
    });
  } else {
    showTheme(theme);
  }
  clearTimeout(switchingTimer);
  switchingTimer = setTimeout(
    () => root.classList.remove(THEME_SWITCHING_CLASS),
    THEME_SWITCHING_MS,
  );
}
