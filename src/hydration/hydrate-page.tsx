import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * How Gatsby starts React in the browser (its `replaceHydrateFunction` API,
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/#replaceHydrateFunction).
 * The page's HTML is hydrated as a transition (https://react.dev/reference/react/startTransition):
 * one render cut into short tasks that the visitor's input interrupts. The whole page at once,
 * not in Suspense boundaries: React 18 cannot keep a boundary's server HTML when an update
 * reaches it first (docs/decisions/0001-whole-page-hydrates-as-a-transition.md). A page without
 * server HTML (the development server's first render) is rendered.
 *
 * From here on the page's scripts have all run (`__hydrationStarted`): an error is no longer a
 * reason to show the page as without JavaScript (script-failure.ts).
 */
export function hydratePage(element: ReactElement, container: Element): () => void {
  window.__hydrationStarted = true;
  if (container.childElementCount === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let unmount = () => {};
  startTransition(() => {
    const root = hydrateRoot(container, element);
    unmount = () => root.unmount();
  });
  return () => unmount();
}
