/**
 * From the frame in which the browser takes a view transition's picture until its animation
 * starts, every pointer event goes to <html>
 * (https://drafts.csswg.org/css-view-transitions-1/#document-rendering-suppression-for-view-transitions).
 * Chromium holds a finger's taps until then, but a mouse click would be lost.
 *
 * Such a press skips the transition (the theme changes without the cross-fade) and goes to
 * what is under the pointer: pointer capture sends it the rest of the press and its click
 * (https://w3c.github.io/pointerevents/#the-click-auxclick-and-contextmenu-events), and the
 * focus moves there as a press moves it. The press's own default, which would go to <html>,
 * is prevented.
 */
export function keepPressesWhileCapturing(transition: ViewTransition): void {
  const onPress = (event: PointerEvent) => {
    const root = document.documentElement;
    if (event.target !== root) return;
    transition.skipTransition();
    const pressed = document.elementFromPoint(event.clientX, event.clientY);
    if (!pressed || pressed === root) return;
    event.preventDefault();
    pressed.setPointerCapture(event.pointerId);
    focusAsPressed(pressed);
  };
  addEventListener("pointerdown", onPress, true);
  const stop = () => removeEventListener("pointerdown", onPress, true);
  // Once the animation runs, the page under the picture takes the presses itself; a skipped
  // transition rejects `ready`.
  transition.ready.then(stop, stop);
}

/**
 * What a press does to the focus: the nearest element that takes the focus, from the one
 * pressed up (each `focus()` tried; an element that cannot take it ignores it), or none.
 */
function focusAsPressed(pressed: Element): void {
  for (let element: Element | null = pressed; element; element = element.parentElement) {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) continue;
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
