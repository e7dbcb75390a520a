import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../config/constants";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme: the stored choice if any, else the default.
 */
export const themeInitScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="dark"&&t!=="light")t=${JSON.stringify(
  DEFAULT_THEME,
)};var r=document.documentElement;r.classList.toggle("dark",t==="dark");r.style.colorScheme=t})();`;
