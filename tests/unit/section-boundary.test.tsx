import { act, startTransition, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { SectionBoundary } from "../../src/components/section-boundary";

// React's Node build: jsdom has no TextEncoder, which its browser build needs.
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

// A section that throws is kept as the page last showed it, and the rest of the page goes on
// (src/components/section-boundary.tsx): thrown while the page hydrates, after it, and from an
// effect. The page is hydrated as the site hydrates it: in a transition, with no Suspense boundary.

/** Whether Fragile throws when it renders: never on the server. */
let failing = false;

/** A section that counts its clicks: it still works while another one has failed. */
function Counter({ id }: { id: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <section id={id}>
      <button type="button" onClick={() => setClicks(clicks + 1)}>{`${id} ${clicks}`}</button>
    </section>
  );
}

/** A section with state of its own, and one item waiting below the fold to fade in. */
function Fragile() {
  const [clicks, setClicks] = useState(0);
  if (failing) throw new Error("broken");
  return (
    <section id="fragile">
      <button type="button" onClick={() => setClicks(clicks + 1)}>{`fragile ${clicks}`}</button>
      <p data-reveal="">server text</p>
    </section>
  );
}

function Page({ fragile = <Fragile /> }: { fragile?: React.ReactNode }) {
  return (
    <main>
      <SectionBoundary section="#first">
        <Counter id="first" />
      </SectionBoundary>
      <SectionBoundary section="#fragile, #fragile-note">
        <div id="fragile-note" />
        {fragile}
      </SectionBoundary>
      <SectionBoundary section="#last">
        <Counter id="last" />
      </SectionBoundary>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let consoleError: jest.SpyInstance;
let recoverable: unknown[];

beforeEach(() => {
  failing = false;
  recoverable = [];
  container = document.createElement("div");
  document.body.append(container);
  // React reports every error it catches (and, in development, much more): only ours is read.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  consoleError.mockRestore();
});

/** Writes the server's HTML of `page`, then hydrates it the site's way. */
async function serveAndHydrate(page: React.ReactElement, beforeHydration = () => {}) {
  container.innerHTML = renderToString(page);
  beforeHydration();
  await act(async () =>
    startTransition(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (e) => recoverable.push(e) });
    }),
  );
}

const text = (selector: string) => container.querySelector(selector)?.textContent;
const click = (selector: string) =>
  act(() => container.querySelector<HTMLElement>(selector)!.click());
const reports = () =>
  consoleError.mock.calls.map((call) => String(call[0])).filter((m) => m.startsWith("Section "));

test("renders nothing of its own: the server's HTML is the same with it", () => {
  const section = <Counter id="first" />;
  expect(renderToString(<SectionBoundary section="#first">{section}</SectionBoundary>)).toBe(
    renderToString(section),
  );
});

test("thrown after hydration: the section stays as it last was, the others go on", async () => {
  await serveAndHydrate(<Page />);
  click("#fragile button");
  click("#fragile button");
  expect(text("#fragile button")).toBe("fragile 2");

  failing = true;
  click("#fragile button");

  // Its last good state, not the server's, in its place, the elements before it included.
  expect(text("#fragile button")).toBe("fragile 2");
  expect(container.querySelectorAll("#fragile, #fragile-note")).toHaveLength(2);
  expect([...container.querySelector("main")!.children].map((e) => e.id || e.localName)).toEqual([
    "first",
    "template",
    "fragile-note",
    "fragile",
    "last",
  ]);
  // A still picture: React no longer handles it.
  click("#fragile button");
  expect(text("#fragile button")).toBe("fragile 2");
  click("#first button");
  click("#last button");
  expect([text("#first button"), text("#last button")]).toEqual(["first 1", "last 1"]);
  expect(reports()).toEqual(["Section #fragile, #fragile-note failed, kept as it was:"]);
});

test("thrown while hydrating: the section keeps its server HTML, the page is rendered afresh", async () => {
  failing = false;
  await serveAndHydrate(<Page />, () => {
    failing = true;
    // What the code before React did to the server's HTML (a field it filled in) is kept too.
    container.querySelector<HTMLElement>("#fragile p")!.dataset.touched = "yes";
  });

  expect(text("#fragile button")).toBe("fragile 0");
  expect(container.querySelector<HTMLElement>("#fragile p")!.dataset.touched).toBe("yes");
  expect(container.querySelectorAll("#fragile, #fragile-note")).toHaveLength(2);
  // React 18 gave up hydrating the page (no Suspense boundary), and rendered it afresh.
  expect(recoverable).toHaveLength(1);
  click("#first button");
  click("#last button");
  expect([text("#first button"), text("#last button")]).toEqual(["first 1", "last 1"]);
  // Each attempt at the page reached the section: one report per attempt, each naming it.
  expect(new Set(reports())).toEqual(
    new Set(["Section #fragile, #fragile-note failed, kept as it was:"]),
  );
});

test("thrown from an effect: the section stays as it was, its hidden items shown", async () => {
  function ThrowsOnceHydrated() {
    const [shown, setShown] = useState(false);
    useEffect(() => {
      if (shown) throw new Error("broken effect");
      setShown(true);
    }, [shown]);
    return (
      <section id="fragile">
        <p data-reveal="">{shown ? "client text" : "server text"}</p>
      </section>
    );
  }
  await serveAndHydrate(<Page fragile={<ThrowsOnceHydrated />} />, () => {
    // Waiting below the fold to fade in (src/reveal/reveal-animation.ts).
    const item = container.querySelector<HTMLElement>("#fragile p")!;
    item.style.opacity = "0";
    item.style.transform = "translateY(1rem)";
  });

  const item = container.querySelector<HTMLElement>("#fragile p")!;
  expect(item.textContent).toBe("client text");
  expect([item.style.opacity, item.style.transform]).toEqual(["", ""]);
  expect(reports()).toEqual(["Section #fragile, #fragile-note failed, kept as it was:"]);
});

test("a page that goes takes the copies with it", async () => {
  const page = (
    <SectionBoundary section="#fragile">
      <Fragile />
    </SectionBoundary>
  );
  await serveAndHydrate(page);
  failing = true;
  click("#fragile button");
  expect(text("#fragile button")).toBe("fragile 0");
  act(() => root!.unmount());
  root = undefined;
  expect(container.childNodes).toHaveLength(0);
});
