import type { HeadTag } from "./head-tags";

/**
 * A page's <head>, from the tags the build made for it (head-tags.ts), through Gatsby's Head
 * API (https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/): `<html>`
 * gives the document its language.
 */
export function PageHead({ tags }: { tags: readonly HeadTag[] }) {
  return (
    <>
      {tags.map(({ tag: Tag, attributes, text }, index) => (
        // The list is the build's, in a fixed order: the place is the identity.
        <Tag key={index} {...attributes}>
          {text}
        </Tag>
      ))}
    </>
  );
}
