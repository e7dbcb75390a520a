/**
 * jsdom has no paint timing: installs a PerformanceObserver whose observers hear of the first
 * contentful paint when the test says so (`paint`), and how many observe paints so far
 * (`observing`). Taken away with `delete window.PerformanceObserver`.
 */
export function fakeFirstPaint(): { paint: () => void; observing: () => number } {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  window.PerformanceObserver = class {
    constructor(
      private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
    ) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  } as unknown as typeof PerformanceObserver;
  return {
    paint: () =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
      ),
    observing: () => observers.length,
  };
}
