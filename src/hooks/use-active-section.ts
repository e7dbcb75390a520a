import { useEffect, useState } from "react";
import { SECTION_OBSERVER_MARGIN } from "../config/constants";
import { useLocationHash } from "./use-location-hash";

/**
 * The target that entered the observed band most recently and is still in it, from one batch
 * of entries. A batch may hold several updates of the same targets, oldest first (a busy page
 * delivers a whole smooth scroll at once): an entry that entered early and left later is stale.
 */
export function lastEntered(entries: readonly IntersectionObserverEntry[]): Element | undefined {
  // Read from the newest: a target's first entry met is its final state.
  const seen = new Set<Element>();
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const { target, isIntersecting } = entries[i]!;
    if (seen.has(target)) continue;
    if (isIntersecting) return target;
    seen.add(target);
  }
  return undefined;
}

/**
 * The section the visitor is reading: the one crossing the middle band of the viewport,
 * or the one the URL hash names when it changes. A section without a link of its own
 * (the timeline, the skills) counts as the linked section above it.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const hash = useLocationHash().slice(1);
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (ids.includes(hash)) setActive(hash);
  }, [hash, ids]);

  useEffect(() => {
    const linkedSection = new Map<Element, string>();
    const observer = new IntersectionObserver(
      (entries) => {
        const entered = lastEntered(entries);
        if (entered) setActive(linkedSection.get(entered));
      },
      { rootMargin: SECTION_OBSERVER_MARGIN },
    );
    let linked: string | undefined;
    for (const section of document.querySelectorAll("main section[id]")) {
      if (ids.includes(section.id)) linked = section.id;
      if (linked) linkedSection.set(section, linked);
    }
    for (const section of linkedSection.keys()) observer.observe(section);
    return () => observer.disconnect();
  }, [ids]);

  return active;
}
