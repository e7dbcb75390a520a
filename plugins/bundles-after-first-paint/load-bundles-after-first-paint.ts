/** The bundle tags Gatsby writes at the end of every page (its `_gatsby-scripts` slice). */
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g;

/** Where paint timing is missing, or no paint comes (a tab opened in the background), load anyway after this. */
const FALLBACK_MS = 3000;

/**
 * Adds the bundles once the first contentful paint is on screen. The first frame is not
 * enough: it may be painted before any content (requestAnimationFrame would fire then).
 */
const loaderScript = (sources: string[]) =>
  `<script>(function(){var done=false;function load(){if(done)return;done=true;${JSON.stringify(
    sources,
  )}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.body.appendChild(s)})}try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(load,${FALLBACK_MS})})();</script>`;

/**
 * Rewrites a built page so that Gatsby's bundles load after the first contentful paint
 * instead of racing it. The HTML is complete, so a bundle run before the paint only delays
 * it (and Lighthouse then counts the bundles in the Largest Contentful Paint). Pages without
 * bundle tags, or already rewritten, come back unchanged.
 */
export function loadBundlesAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(BUNDLE_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return loaderScript(sources);
  });
}
