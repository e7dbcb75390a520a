// What the page says went wrong, in every engine alike, from its first script on.
// WebKitWebDriver has no way to run a script before the page's own, nor to read the console (a
// WebDriver session's profile is ephemeral, and WebKitGTK writes no console message of an
// ephemeral page to stdout). So the test's server (site-host.ts) puts this script first in
// every page it serves, before the page's Content-Security-Policy <meta>, and allows it by its
// hash in the policy header; the page's own policy and scripts are left as built.

/** Where the probe keeps what it saw: the tab's sessionStorage, kept across its pages. */
export const PROBE_KEY = "engines-probe";

/**
 * The probe: every Content-Security-Policy violation (Trusted Types' included), every error
 * reported to the window (a script or an image that did not load, an uncaught exception,
 * React's recoverable errors), every unhandled rejection and every console error or warning,
 * each noted with the page's path.
 */
export const PROBE_SCRIPT = `(function(){var K=${JSON.stringify(PROBE_KEY)};
function note(kind,text){try{var list=JSON.parse(sessionStorage.getItem(K)||"[]");list.push(location.pathname+" "+kind+": "+text);sessionStorage.setItem(K,JSON.stringify(list))}catch(e){}}
document.addEventListener("securitypolicyviolation",function(e){note("policy",e.disposition+" "+e.effectiveDirective+" "+e.blockedURI+" "+(e.sample||"")+" at "+e.sourceFile+":"+e.lineNumber)},true);
addEventListener("error",function(e){var t=e.target;if(t&&t!==window&&t.tagName)note("not loaded",t.tagName.toLowerCase()+" "+(t.src||t.href||t.currentSrc||""));else note("error",e.message+" at "+e.filename+":"+e.lineno)},true);
addEventListener("unhandledrejection",function(e){var r=e.reason;note("rejection",String(r))});
["error","warn"].forEach(function(level){var write=console[level];console[level]=function(){note("console."+level,Array.prototype.map.call(arguments,String).join(" "));return write.apply(console,arguments)}})})();`;

/** In the page: what the probe saw in this tab so far. */
export const probeNotes = (key: string): string[] =>
  JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
