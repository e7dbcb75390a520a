import { useEffect, useState } from "react";

/**
 * False on the server and during hydration, true after: lets a component render its
 * no-JavaScript form first (e.g. every tab panel open) and enhance it afterwards.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
