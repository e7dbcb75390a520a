import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../config/constants";
import { SCRIPTED_CLASS } from "../hydration/hydration-attributes";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme. The
 * server's HTML is already in the default theme (dark, also without JavaScript); this
 * applies a stored choice, and marks <html class="js"> (SCRIPTED_CLASS) so that controls
 * needing JavaScript are shown.
 */
export const themeInitScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="dark"&&t!=="light")t=${JSON.stringify(
  DEFAULT_THEME,
)};var r=document.documentElement;r.classList.add(${JSON.stringify(
  SCRIPTED_CLASS,
)});r.classList.toggle("dark",t==="dark");r.style.colorScheme=t})();`;
