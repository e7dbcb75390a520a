import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../config/constants";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme. The
 * server's HTML is already in the default theme (dark, also without JavaScript); this
 * applies a stored choice, and marks <html class="js"> so that controls needing
 * JavaScript are shown. A page prerendered for a language switch
 * (src/language-switch/speculation-rules.ts) applies it again when it is shown, before its
 * first frame: the visitor may have switched the theme since it was prerendered.
 */
export const themeInitScript = `(function(){function a(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="dark"&&t!=="light")t=${JSON.stringify(
  DEFAULT_THEME,
)};var r=document.documentElement;r.classList.add("js");r.classList.toggle("dark",t==="dark");r.style.colorScheme=t}a();if(document.prerendering)document.addEventListener("prerenderingchange",a)})();`;
