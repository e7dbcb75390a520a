import { Suspense, useEffect, useRef, type MutableRefObject, type ReactNode } from "react";

// Parts waiting for their turn to hydrate, first rendered first served.
const waiting: (() => void)[] = [];
// True until every part of the server's HTML is hydrated, nested parts included.
let hydrating = true;
let turnScheduled = false;
// Turns begin once the page's first render is committed and its effects have run.
let turnsStarted = false;

function scheduleTurn() {
  if (turnScheduled || !turnsStarted) return;
  turnScheduled = true;
  setTimeout(nextTurn);
}

/**
 * One part per task: each hydration stays a short task the browser can interleave with
 * input. A part resumed in one turn renders before the next turn starts, so the parts it
 * holds are queued by then; a turn that finds nobody waiting ends the hydration.
 */
function nextTurn() {
  turnScheduled = false;
  const resume = waiting.shift();
  if (!resume) {
    hydrating = false;
    return;
  }
  resume();
  scheduleTurn();
}

/**
 * The first turn waits for the page's effects: the router listens for navigations from an
 * effect (Preact runs effects after the next frame), and a part hydrated before it, such as
 * the language toggle, would navigate unheard: the address would change, the page would not.
 */
function startTurns() {
  turnsStarted = true;
  scheduleTurn();
}

function waitForTurn(hadTurn: MutableRefObject<boolean>): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(() => {
      hadTurn.current = true;
      resolve();
    });
    scheduleTurn();
  });
}

/**
 * Ends the progressive hydration when another page is about to render (a language switch
 * in the first moments): that page is rendered afresh, not hydrated, and a part that
 * suspends on its first mount loses its instance, so it would wait again at every turn.
 * Parts of the old page still waiting are released at once.
 */
export function endProgressiveHydration() {
  hydrating = false;
  for (const resume of waiting.splice(0)) resume();
}

function Deferred({ children }: { children: ReactNode }) {
  const hadTurn = useRef(false);
  // Suspends once, while the server's HTML is being hydrated: re-renders of a part already
  // hydrated, and parts mounted once hydration is over (a language switch), never wait.
  if (hydrating && !hadTurn.current && typeof window !== "undefined") {
    throw waitForTurn(hadTurn);
  }
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
  useEffect(startTurns, []);
  const deferred = <Deferred>{children}</Deferred>;
  // No boundary in the server's HTML: React would mark it with comments that Preact does not
  // need, and that would make it move whole parts of the page while hydrating.
  if (typeof window === "undefined") return deferred;
  return <Suspense fallback={null}>{deferred}</Suspense>;
}
