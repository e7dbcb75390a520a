import { applyTheme } from "../../src/theme/apply-theme";
import { showStoredTheme } from "../../src/theme/show-stored-theme";
import { subscribeStoredAndShownAgain } from "../../src/prerender/stored-and-shown";
import { readStored } from "../../src/storage/stored-value";
import { shownTheme, themeChoice } from "../../src/theme/theme-store";

// The theme as the page runs it (src/theme/): show-stored-theme.ts before the first paint, then
// apply-theme.ts behind React's button; both through the one piece of state, theme-store.ts.
const currentTheme = () => readStored(themeChoice);
const runHeadScript = () => showStoredTheme();

/** How many times whoever renders the theme is told it changed, from now on. */
function countAnnouncements() {
  const seen = { count: 0 };
  subscribeStoredAndShownAgain(themeChoice, () => (seen.count += 1));
  return seen;
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.__storedValues;
    document.documentElement.className = "";
    document.documentElement.style.colorScheme = "";
    jest.useRealTimers();
  });

  it("the head script applies dark when nothing is stored", () => {
    runHeadScript();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("the head script applies the stored choice", () => {
    localStorage.setItem("theme", "light");
    runHeadScript();
    expect(shownTheme()).toBe("light");
    expect(document.documentElement.style.colorScheme).toBe("light");
  });

  it("on a prerendered page, the head script applies the choice again when the page is shown", () => {
    Object.defineProperty(document, "prerendering", { configurable: true, value: true });
    runHeadScript();
    expect(currentTheme()).toBe("dark");
    // The visitor chose light on the page they are leaving, after this one was prerendered.
    localStorage.setItem("theme", "light");
    Object.defineProperty(document, "prerendering", { configurable: true, value: false });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(shownTheme()).toBe("light");
    expect(document.documentElement.style.colorScheme).toBe("light");
  });

  it("when a prerendered page is shown, whoever renders the theme hears of it", () => {
    Object.defineProperty(document, "prerendering", { configurable: true, value: true });
    runHeadScript();
    const heard = countAnnouncements();
    localStorage.setItem("theme", "light");
    Object.defineProperty(document, "prerendering", { configurable: true, value: false });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(heard.count).toBeGreaterThan(0);
    expect(currentTheme()).toBe("light");
  });

  it("another tab's choice is shown, and announced", () => {
    runHeadScript();
    const heard = countAnnouncements();
    localStorage.setItem("theme", "light");
    // The browser fires `storage` in the site's other documents, not in the one that wrote.
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", storageArea: localStorage }));
    expect(shownTheme()).toBe("light");
    expect(heard.count).toBeGreaterThan(0);
  });

  it("a prerendered page is styled for a choice made meanwhile a task later, not when shown", () => {
    jest.useFakeTimers();
    // Read on <html>, offsetHeight has the browser style and lay out the page.
    const styled = jest.spyOn(HTMLElement.prototype, "offsetHeight", "get");
    Object.defineProperty(document, "prerendering", { configurable: true, value: true });
    try {
      runHeadScript();
      styled.mockClear();
      // The visitor chose light on the page they read while this one was prerendered.
      localStorage.setItem("theme", "light");
      window.dispatchEvent(
        new StorageEvent("storage", { key: "theme", storageArea: localStorage }),
      );
      expect(shownTheme()).toBe("light");
      expect(styled).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(styled.mock.contexts).toEqual([document.documentElement]);
      // A page the visitor sees is styled by its own next frame: nothing is forced there.
      Object.defineProperty(document, "prerendering", { configurable: true, value: false });
      styled.mockClear();
      localStorage.setItem("theme", "dark");
      window.dispatchEvent(
        new StorageEvent("storage", { key: "theme", storageArea: localStorage }),
      );
      jest.runOnlyPendingTimers();
      expect(shownTheme()).toBe("dark");
      expect(styled).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(document, "prerendering", { configurable: true, value: false });
      styled.mockRestore();
    }
  });

  it.each(["purple", "", '"light"', "null", "x".repeat(10_000)])(
    "the head script ignores a stored value that is not a theme (%s), and removes it",
    (stored) => {
      localStorage.setItem("theme", stored);
      runHeadScript();
      expect(shownTheme()).toBe("dark");
      expect(currentTheme()).toBe("dark");
      expect(localStorage.getItem("theme")).toBeNull();
    },
  );

  it("where storage refuses the choice, it holds for the page, for both sides", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    runHeadScript();
    applyTheme("light");
    expect(currentTheme()).toBe("light");
    expect(shownTheme()).toBe("light");
    jest.restoreAllMocks();
  });

  it("applyTheme stores the choice and removes the switching class after 360 ms", () => {
    jest.useFakeTimers();
    applyTheme("light");
    const root = document.documentElement;
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.classList.contains("theme-switching")).toBe(true);
    // The stylesheet animates the switch for as long: it reads the duration from <html>.
    expect(root.style.getPropertyValue("--theme-switching-duration")).toBe("360ms");
    jest.advanceTimersByTime(359);
    expect(root.classList.contains("theme-switching")).toBe(true);
    jest.advanceTimersByTime(1);
    expect(root.classList.contains("theme-switching")).toBe(false);
  });

  describe("with view transitions", () => {
    let updates: (() => void)[];
    /** Ends the transitions started so far, as the browser does once their animation is over. */
    let finishAll: () => Promise<void>;
    let reducedMotion: boolean;
    const name = () => document.documentElement.style.getPropertyValue("view-transition-name");
    beforeEach(() => {
      updates = [];
      const finishers: (() => void)[] = [];
      finishAll = async () => {
        finishers.splice(0).forEach((finish) => finish());
        await Promise.resolve();
      };
      reducedMotion = false;
      Object.assign(document, {
        startViewTransition: (update: () => void) => {
          updates.push(update);
          return {
            ready: new Promise(() => {}),
            finished: new Promise<void>((resolve) => finishers.push(resolve)),
            skipTransition: () => {},
          };
        },
      });
      window.matchMedia = (query: string) =>
        ({ matches: reducedMotion && query.includes("reduce") }) as MediaQueryList;
    });
    afterEach(() => {
      delete (document as { startViewTransition?: unknown }).startViewTransition;
    });

    it("applies the theme in the transition's update, and answers it meanwhile", () => {
      runHeadScript();
      const heard = countAnnouncements();
      applyTheme("light");
      // The button offers the other theme from the tap on, before the picture is taken.
      expect(heard.count).toBe(1);
      expect(updates).toHaveLength(1);
      expect(document.documentElement.classList.contains("dark")).toBe(true);
      expect(currentTheme()).toBe("light");
      expect(localStorage.getItem("theme")).toBe("light");
      updates[0]!();
      expect(document.documentElement.classList.contains("dark")).toBe(false);
      expect(document.documentElement.style.colorScheme).toBe("light");
    });

    it("a second switch before the first update undoes it, the updates running in order", () => {
      runHeadScript();
      applyTheme("light");
      applyTheme(currentTheme() === "dark" ? "light" : "dark");
      updates.forEach((update) => update());
      expect(currentTheme()).toBe("dark");
      expect(document.documentElement.classList.contains("dark")).toBe(true);
    });

    it("takes <html> out of the transition once updated, and puts it back for the next one", async () => {
      runHeadScript();
      applyTheme("light");
      // The picture before is of the page as it is: <html> keeps the browser's own name.
      expect(name()).toBe("");
      updates[0]!();
      // The page after is shown as it is, under the fading picture, not captured.
      expect(name()).toBe("none");
      await finishAll();
      expect(name()).toBe("");
    });

    it("a switch during another's fade takes its picture of the page as it is", async () => {
      runHeadScript();
      applyTheme("light");
      updates[0]!();
      applyTheme("dark");
      expect(name()).toBe("");
      // The first one, skipped, ends: the second one is still under way.
      updates[1]!();
      expect(name()).toBe("none");
      await finishAll();
      expect(name()).toBe("");
      expect(currentTheme()).toBe("dark");
    });

    it("a skipped switch's late update leaves the next one's picture alone", () => {
      runHeadScript();
      applyTheme("light");
      applyTheme("dark");
      updates[0]!();
      expect(name()).toBe("");
      updates[1]!();
      expect(name()).toBe("none");
    });

    it("switches at once, without a transition, under reduced motion", () => {
      reducedMotion = true;
      runHeadScript();
      applyTheme("light");
      expect(updates).toHaveLength(0);
      expect(document.documentElement.classList.contains("dark")).toBe(false);
    });
  });
});
