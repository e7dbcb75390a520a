import { Suspense, type ReactNode } from "react";

// Sections waiting for their turn to hydrate, first rendered first served.
const waiting: (() => void)[] = [];
let initialRender = true;

/** One section per task: each hydration stays a short task the browser can interleave with input. */
function nextTurn() {
  initialRender = false;
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(nextTurn);
}

function waitForTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) setTimeout(nextTurn);
  });
}

function Deferred({ children }: { children: ReactNode }) {
  // Suspends only while the server's HTML is being hydrated; later renders (a language switch) never wait.
  if (initialRender && typeof window !== "undefined") throw waitForTurn();
  // The one node kept while waiting, whatever `children` render.
  return <div>{children}</div>;
}

/**
 * Progressive hydration of a part of the page below the first screen: it is hydrated in a
 * task of its own once the first screen is, instead of inside one long task for the whole
 * page. Until then the server-rendered HTML stays as it is: Preact keeps the HTML of a
 * component that suspends while hydrating, and hydrates it when it resumes.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const deferred = <Deferred>{children}</Deferred>;
  // No boundary in the server's HTML: React would mark it with comments that Preact does not
  // need, and that would make it move whole parts of the page while hydrating.
  if (typeof window === "undefined") return deferred;
  return <Suspense fallback={null}>{deferred}</Suspense>;
}
