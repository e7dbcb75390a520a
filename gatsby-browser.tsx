import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import "./src/styles/global.css";
import { createDefaultPolicy } from "./src/csp/default-policy";
import { hydratePage } from "./src/hydration/hydrate-page";
import { tellVisitChange } from "./src/prerender/visit-changes";
import { onStoredChange } from "./src/storage/stored-value";
import { wrapPage } from "./src/templates/wrap-page";

/** Where requestIdleCallback is missing (Safari), how long to wait before background work. */
const IDLE_FALLBACK_MS = 2000;

// Built pages enforce Trusted Types (src/csp/content-security-policy.ts): the policy that lets
// React and Gatsby Head write the JSON-LD exists before Gatsby starts React.
if (process.env.NODE_ENV === "production") createDefaultPolicy();

// React's copy of the store tells the prerendered page too: a tab chosen once the page is live.
onStoredChange(tellVisitChange);

/** History state set by a language switch's arrival (src/language-switch/language-switch.ts): keep the visitor where they are. */
interface KeepScrollState {
  keepScroll?: boolean;
}

/** Every page with its UI strings and its hydration signal, as on the server (gatsby-ssr.tsx). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) =>
  wrapPage(element, props);

/**
 * React starts on the server's HTML as a transition: see src/hydration/hydrate-page.tsx. Gatsby
 * calls the function with (element, container) and uses what it returns to unmount; its types
 * still name the signature of React 17's `ReactDOM.render` (react-dom's `Renderer`).
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydratePage as unknown as Renderer;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
}) => !(location.state as KeepScrollState | null)?.keepScroll;

/**
 * Once the page is rendered: in the development server, the panel of content problems; web
 * vitals reporting once the browser is idle, only where the owner has set up Google Analytics
 * (`window.gtag`), so that no visitor loads it for nothing.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // A constant in a production build: webpack leaves the import out (src/live-check/).
  if (process.env.NODE_ENV === "development") {
    void import("./src/live-check/mount-content-problems").then((panel) =>
      panel.mountContentProblems(),
    );
  }
  if (typeof window.gtag !== "function") return;
  const report = () =>
    // One chunk with the measuring library it loads (same chunk name): one request.
    void import(/* webpackChunkName: "web-vitals" */ "./src/vitals/report-web-vitals").then(
      (vitals) => vitals.reportWebVitals(),
    );
  if ("requestIdleCallback" in window) requestIdleCallback(report);
  else setTimeout(report, IDLE_FALLBACK_MS);
};
