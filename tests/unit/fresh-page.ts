/**
 * The code that runs before React (src/before-react/) attaches its listeners to `window` and
 * `document`, and its observers to the page, for as long as the page lives: in a browser each
 * page is a new document. jsdom gives a test file one document for all its tests. Called at the
 * top of a test file, this takes off after each test the listeners and the mutation observers
 * its code attached, so that each test starts from a page none of an earlier test's code
 * still listens to.
 */
export function freshPageEachTest(): void {
  let spies: jest.SpyInstance[] = [];
  let observers: MutationObserver[] = [];
  const RealMutationObserver = window.MutationObserver;

  beforeEach(() => {
    spies = [jest.spyOn(window, "addEventListener"), jest.spyOn(document, "addEventListener")];
    observers = [];
    window.MutationObserver = class extends RealMutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    };
  });

  afterEach(() => {
    for (const [spy, target] of [
      [spies[0], window],
      [spies[1], document],
    ] as const) {
      for (const [type, listener, options] of spy!.mock.calls as Parameters<
        EventTarget["addEventListener"]
      >[]) {
        if (listener) target.removeEventListener(type, listener, options);
      }
      spy!.mockRestore();
    }
    for (const observer of observers) observer.disconnect();
    window.MutationObserver = RealMutationObserver;
  });
}
