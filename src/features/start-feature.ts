/**
 * Starts one feature of the code before React apart from the others: a throw in one (say from
 * a stored value no check foresaw) must not stop the ones after it, nor the page. The error is
 * reported in the console, naming the feature.
 */
export function startFeature(name: string, start: () => void): void {
  try {
    start();
  } catch (error) {
    console.error(`The ${name} could not start:`, error);
  }
}
