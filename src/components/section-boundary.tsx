import {
  Component,
  useLayoutEffect,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from "react";

interface SectionBoundaryProps {
  /** The section's name, as the console reports it when it fails. */
  name: string;
  /** The section's outermost elements in the page (a CSS selector): what is kept when it fails. */
  elements: string;
  children: ReactNode;
}

/**
 * A section that throws (while rendering, in an effect) is kept as the page last showed it,
 * and the rest of the page goes on: without this, React 18 unmounts the whole page on an error
 * no component catches (https://react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary).
 * It renders nothing of its own around the section: the server's HTML is the same with it.
 *
 * What the page last showed is what is in the document when the error is caught, before React
 * commits what replaces it: after hydration, the section's last good state; during hydration,
 * its server HTML. React 18 gives up hydrating a page that throws anywhere outside a Suspense
 * boundary (the page has none: docs/architecture.md, "How the page hydrates") and renders it
 * afresh, error #423; the server's HTML is still in the document while it renders, and the
 * rest of the page is rendered again the same. The copy is made of the nodes themselves
 * (cloneNode), never parsed from HTML: the page's Trusted Types policy refuses HTML strings.
 * It is a still picture: links and the form's native submission work, React's handlers do not.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `The ${this.props.name} section failed: it is shown as it last was.`,
      error,
      info.componentStack,
    );
  }

  render(): ReactNode {
    return this.state.failed ? <KeptCopy elements={this.props.elements} /> : this.props.children;
  }
}

/** Copies of `elements` as the document holds them now, shown in their place. */
function KeptCopy({ elements }: { elements: string }) {
  // Taken while rendering: at commit, React replaces the originals.
  const [copies] = useState(() =>
    [...document.querySelectorAll(elements)].map((element) => {
      const copy = element.cloneNode(true) as Element;
      // Items waiting below the fold to fade in are hidden by their inline style, and nothing
      // watches the copies: shown for good, as reveal-animation.ts leaves an item once entered.
      for (const item of copy.querySelectorAll<HTMLElement>("[data-reveal]")) {
        item.style.removeProperty("opacity");
        item.style.removeProperty("transform");
      }
      return copy;
    }),
  );
  const place = useRef<HTMLTemplateElement>(null);
  // Before the browser paints the commit that took the originals away: nothing flickers.
  useLayoutEffect(() => {
    place.current!.after(...copies);
    return () => copies.forEach((copy) => copy.remove());
  }, [copies]);
  // Where the copies go: a <template> is never shown, and lays nothing out.
  return <template ref={place} />;
}
