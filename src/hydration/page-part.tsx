import { Suspense, useEffect, type ReactNode } from "react";
import { needPart, servedPartHtml } from "./lazy-part";
import { PART_ATTRIBUTE, PENDING_ATTRIBUTE, partSelector } from "./part-attributes";
import { partHydrated } from "./part-hydrated";

const FOCUSABLE = "a[href], button, input, textarea, select, summary, [tabindex]";
// Where focus was, by part, while the part showed its served HTML (see ServedHtml).
const focusInServedHtml = new Map<string, number>();

/** Renders nothing; its effect runs once the part around it is hydrated (or mounted). */
function HydrationMark({ part }: { part: string }) {
  useEffect(() => {
    // Its live elements replace the served HTML: focus goes back where it was.
    const focused = focusInServedHtml.get(part);
    focusInServedHtml.delete(part);
    if (focused !== undefined && document.activeElement === document.body) {
      const element = document.querySelector(partSelector(part));
      element?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
    }
    partHydrated(part);
  }, [part]);
  return null;
}

/**
 * What a deferred part shows while its code loads, if React has had to drop its server HTML:
 * an update from above (a hash change re-renders the page, and its contexts) reaches a part
 * not hydrated yet, and React then renders it afresh instead of hydrating it. The same HTML,
 * inert, so nothing moves; and its code is loaded at once.
 */
function ServedHtml({ part }: { part: string }) {
  useEffect(() => needPart(part), [part]);
  const keepFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const focusable = [...event.currentTarget.querySelectorAll(FOCUSABLE)];
    focusInServedHtml.set(part, focusable.indexOf(event.target));
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only notes where focus is, for the swap
    <div
      className="contents"
      onFocus={keepFocus}
      dangerouslySetInnerHTML={{ __html: servedPartHtml(part) }}
    />
  );
}

interface PagePartProps {
  name: string;
  /**
   * Hydrated on its own, after the rest of the page, from code loaded when the part is
   * needed (a `lazyPart` inside): a Suspense boundary, rendered on the server, lets React
   * hydrate it separately and keep its HTML until then.
   */
  deferred?: boolean;
  children: ReactNode;
}

/**
 * A part of the page whose hydration is tracked: it is marked pending until React has
 * hydrated it, and taps made on it meanwhile are replayed then. The wrapper takes no box
 * (display: contents), so it changes nothing in the layout.
 */
export function PagePart({ name, deferred = false, children }: PagePartProps) {
  const content = (
    <>
      {children}
      <HydrationMark part={name} />
    </>
  );
  return (
    <div {...{ [PART_ATTRIBUTE]: name, [PENDING_ATTRIBUTE]: "" }} className="contents">
      {deferred ? <Suspense fallback={<ServedHtml part={name} />}>{content}</Suspense> : content}
    </div>
  );
}
