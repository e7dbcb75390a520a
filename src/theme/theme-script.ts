import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../config/constants";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme. The
 * server's HTML is already in the default theme (dark, also without JavaScript); this
 * applies a stored choice, and marks <html class="js"> so that controls needing
 * JavaScript are shown.
 */
export const themeInitScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="dark"&&t!=="light")t=${JSON.stringify(
  DEFAULT_THEME,
)};var r=document.documentElement;r.classList.add("js");r.classList.toggle("dark",t==="dark");r.style.colorScheme=t})();`;
