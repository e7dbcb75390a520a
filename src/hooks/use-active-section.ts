import { useEffect, useState } from "react";
import { SECTION_OBSERVER_MARGIN } from "../config/constants";
import { useLocationHash } from "./use-location-hash";

/**
 * The section the visitor is reading: the one crossing the middle band of the viewport,
 * or the one the URL hash names when it changes. Between observed sections, the last one stays.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const hash = useLocationHash().slice(1);
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (ids.includes(hash)) setActive(hash);
  }, [hash, ids]);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.find((entry) => entry.isIntersecting);
        if (entering) setActive(entering.target.id);
      },
      { rootMargin: SECTION_OBSERVER_MARGIN },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);

  return active;
}
