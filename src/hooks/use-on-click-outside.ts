import { useEffect, type RefObject } from "react";

/** Calls `onOutside` when a pointer goes down outside every given element. */
export function useOnClickOutside(
  refs: readonly RefObject<HTMLElement>[],
  onOutside: () => void,
): void {
  useEffect(() => {
    const listener = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener("pointerdown", listener);
    return () => document.removeEventListener("pointerdown", listener);
  }, [refs, onOutside]);
}
