import { Component, type ReactNode } from "react";

interface SectionBoundaryProps {
  /**
   * The section's outermost elements in the page, as a CSS selector (`#about`): what is kept
   * when it fails, and how the console names it.
   */
  section: string;
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
 * It is a still picture: links and native controls work, React's handlers do not.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed?: true }> {
  // Type-only fields, set once it has failed (no class field: fewer bytes in the first bundles).
  /** The section as the page last showed it. */
  copies?: Element[];
  /** Where they go: one function, so that React never calls it again when the page re-renders. */
  place?: (template: HTMLTemplateElement | null) => void;

  static getDerivedStateFromError(): { failed: true } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`Section ${this.props.section} failed, kept as it was:`, error);
  }

  render(): ReactNode {
    // No state until it fails (React's null: no initial state set, fewer bytes).
    if (!this.state) return this.props.children;
    // Taken while rendering: at commit, React replaces the originals.
    const copies = (this.copies ??= Array.from(
      document.querySelectorAll(this.props.section),
      copyOf,
    ));
    // Put where the section was, in the commit that takes it away (a ref is set before the
    // browser paints: nothing flickers), and taken away with the page. A <template> is never
    // shown, and lays nothing out.
    return (
      <template
        ref={
          (this.place ??= (template) => {
            if (template) template.after(...copies);
            else copies.forEach((copy) => copy.remove());
          })
        }
      />
    );
  }
}

/**
 * A copy of `element` and all it holds. Items waiting below the fold to fade in are hidden by
 * their inline style (src/reveal/reveal-animation.ts; React gives them none), and nothing
 * watches the copies: shown for good.
 */
function copyOf(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll("[data-reveal]").forEach((item) => item.removeAttribute("style"));
  return copy;
}
