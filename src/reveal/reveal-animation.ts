/** How a revealed element moves: after `delayMs`, over `durationMs`, up from `rise` below its place. */
export interface RevealMotion {
  delayMs: number;
  durationMs: number;
  /** CSS length. */
  rise: string;
}

const show = (element: HTMLElement, progress: number, rise: string) => {
  element.style.opacity = String(progress);
  element.style.transform = `translateY(calc(${rise} * ${1 - progress}))`;
};

/** Puts an element where its reveal starts: transparent, `rise` below its place. */
export const hideForReveal = (element: HTMLElement, rise: string): void => show(element, 0, rise);

/**
 * Fades an element in and up to its place with react-spring. The library is loaded by the
 * first reveal, once the visitor scrolls: the first screen never needs it.
 */
export async function animateIn(
  element: HTMLElement,
  { delayMs, durationMs, rise }: RevealMotion,
): Promise<void> {
  const { SpringValue } = await import("@react-spring/web");
  const progress = new SpringValue(0);
  await progress.start(1, {
    delay: delayMs,
    config: { duration: durationMs },
    onChange: () => show(element, progress.get(), rise),
  });
  // Shown for good: back to the stylesheet's own values (print styles included).
  element.style.removeProperty("opacity");
  element.style.removeProperty("transform");
}
