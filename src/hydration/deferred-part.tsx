import type { ComponentType } from "react";
import { lazyPart, type PartNeeds } from "./lazy-part";
import { PagePart } from "./page-part";

/**
 * Declares a deferred part of the page once, by its name: the component returned renders
 * the part's tracked wrapper (a deferred PagePart) around its code, split from the page's
 * first bundles and loaded when the part is needed (lazyPart). Both take the name from this
 * one call, so the deferral cannot be turned off by two spellings that disagree.
 */
export function deferredPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  needs?: PartNeeds,
): ComponentType<Props> {
  // React's types give a lazy component `PropsWithRef<Props>`, which TypeScript cannot
  // compare with a generic `Props`; a section takes no ref, so they are the same.
  const Part = lazyPart(name, load, needs) as unknown as ComponentType<Props>;
  function DeferredPart(props: Props) {
    return (
      <PagePart name={name} deferred>
        <Part {...props} />
      </PagePart>
    );
  }
  DeferredPart.displayName = `DeferredPart(${name})`;
  return DeferredPart;
}
