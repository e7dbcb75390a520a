import { Suspense, useEffect, type ReactNode } from "react";
import { PART_ATTRIBUTE, PENDING_ATTRIBUTE } from "./part-attributes";
import { partHydrated } from "./part-hydrated";

/** Renders nothing; its effect runs once the part around it is hydrated (or mounted). */
function HydrationMark({ part }: { part: string }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
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
      {deferred ? <Suspense fallback={null}>{content}</Suspense> : content}
    </div>
  );
}
