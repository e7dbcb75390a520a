import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../config/constants";
import { SCRIPTED_CLASS } from "../hydration/hydration-attributes";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme. The
 * server's HTML is already in the default theme (dark, also without JavaScript); this
 * applies a stored choice, and marks <html class="js"> (SCRIPTED_CLASS) so that controls
 * needing JavaScript are shown. A page prerendered for a language switch
 * (src/language-switch/speculation-rules.ts) applies the theme again when it is shown, before
 * its first frame: the visitor may have switched it since the page was prerendered.
 */
export const themeInitScript = `(function(){var r=document.documentElement;function a(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="dark"&&t!=="light")t=${JSON.stringify(
  DEFAULT_THEME,
)};r.classList.toggle("dark",t==="dark");r.style.colorScheme=t}r.classList.add(${JSON.stringify(
  SCRIPTED_CLASS,
)});a();if(document.prerendering)document.addEventListener("prerenderingchange",a)})();`;
