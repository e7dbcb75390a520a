import { useCallback, useEffect, useRef, useState } from "react";
import { useLocationHash } from "./use-location-hash";
import { useOnClickOutside } from "./use-on-click-outside";

/**
 * What scripts add to a <details> disclosure of links (the phone menu, the language chooser),
 * which opens and closes natively, without JavaScript and before hydration too: focus goes to
 * its first link on open and back to its summary on Escape; it closes when focus leaves it, on
 * an outside click, on a chosen link (`close`), and on any hash, route or language change
 * (`pagePath`, the page's path, changes with the last two).
 */
export function useDisclosure(pagePath: string) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  // Whether it is open is the element's own state, read when needed: it may have been opened
  // before hydration, and React would render an opening only after the toggle event's focus
  // (not a discrete update), so a key or a tap right after it would find React's copy stale.
  const close = useCallback(() => {
    if (detailsRef.current?.open) detailsRef.current.open = false;
  }, []);
  const [refs] = useState(() => [detailsRef]);
  useOnClickOutside(refs, close);

  const location = `${pagePath}${useLocationHash()}`;
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    close();
  }, [location, close]);

  const onToggle = () => {
    if (detailsRef.current?.open) firstLinkRef.current?.focus();
  };
  useEffect(onToggle, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    close();
    summaryRef.current?.focus();
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!detailsRef.current?.contains(event.relatedTarget)) close();
  };

  return {
    summaryRef,
    firstLinkRef,
    close,
    detailsProps: { ref: detailsRef, onToggle, onKeyDown, onBlur },
  };
}
