/**
 * Until a view transition's animation starts, from the frame in which the browser takes its
 * picture of the page, the page's rendering is suppressed and every pointer event is sent to
 * <html> (https://drafts.csswg.org/css-view-transitions-1/#document-rendering-suppression-for-view-transitions):
 * a frame or two on a fast machine, more on a slow one. Chromium holds a finger's taps until
 * then; a mouse press is sent, to <html>, and its click with it, so a second click on the theme
 * button, or on a link, would be lost.
 *
 * Such a press skips the transition (https://developer.mozilla.org/docs/Web/API/ViewTransition/skipTransition:
 * the update still runs, the theme then changes without the cross-fade), and goes to what is
 * under the pointer once it is shown: pointer capture sends it the rest of the press, and its
 * click (https://w3c.github.io/pointerevents/#the-click-auxclick-and-contextmenu-events), and
 * the focus moves there as a press moves it. The press's own default is prevented: its mouse
 * events and its focus change would go to <html>.
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
