/**
 * Starts one feature of the code that runs before React, apart from the others: each inline
 * script starts several (the theme, the held taps, the draft, the language switch...), and a
 * throw in one, say from a value in storage that no check foresaw, must not stop the ones
 * after it, nor the page. The error is reported in the console, naming the feature.
 */
export function startFeature(name: string, start: () => void): void {
  try {
    start();
  } catch (error) {
    console.error(`The ${name} could not start:`, error);
  }
}
