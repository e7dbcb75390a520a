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
 * (https://developer.mozilla.org/docs/Web/API/Document/startViewTransition): the browser takes a
 * picture of the page, then fades it out over the page in its new theme (global.css, for
 * THEME_SWITCHING_MS), which costs a frame or two, where colour transitions on every element
 * restyled the whole page on every frame. The browser calls the update after taking the
 * picture, in a coming frame: the choice is stored at once (theme-store.ts), and the button
 * switches from the stored choice, so a second tap meanwhile undoes the first. The transient
 * class marks the switch for as long.
 *
 * Only the picture before is animated: the update takes <html> out of the transition
 * (`view-transition-name: none`), so the page after is not captured but shown as it is, under
 * the fading picture, and taps reach it. A captured element is not hit-tested (its boxes are
 * invisible while the transition animates: w3c/csswg-drafts#10930): with <html> captured, every
 * tap of the cross-fade landed on <html> itself and was lost. The picture fading out over the
 * page makes the same cross-fade as the two pictures did. <html> is named again before the next
 * switch takes its picture. While the browser takes it, before the fade starts, every press
 * goes to <html> whatever is captured: presses-while-capturing.ts.
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
