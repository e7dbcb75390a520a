import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ImageFile {
  /** The file as it is: asked only where the page may show it so, as it publishes the file. */
  readonly publicURL?: string | null;
  /** A logo or an icon rendered as WebP at the size it is shown at (src/content/svg-raster.ts). */
  readonly rasterized?: Queries.RasterizedImageFragment | null;
  readonly childImageSharp?: { readonly gatsbyImageData: unknown } | null;
}

interface ContentImageProps {
  file: ImageFile;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * An image of the first screen: fetched at high priority. Like every content image it is
   * still lazy, so its fetch starts after the first layout: one that arrives before the first
   * frame is decoded before that frame is shown, and the hero's text then painted after the
   * page's scripts had started (the LCP race, see docs/performance.md).
   */
  priority?: boolean;
  /** Overrides the generated `sizes` when the image is shown at different widths per screen. */
  sizes?: string;
}

/**
 * An image from content/: the WebP renders of a logo or an icon, or the responsive sources
 * gatsby-plugin-image generated at build time, else the file as it is (an SVG screenshot).
 * Rendered as plain <picture>/<img> with explicit size, so there is no layout shift and no
 * image runtime (react-dom/server) in the browser bundle.
 */
export function ContentImage(props: ContentImageProps) {
  const { file, alt, width, height, className, priority, sizes } = props;
  const common = {
    width,
    height,
    className,
    loading: "lazy" as const,
    decoding: "async" as const,
    // React 18 knows no `fetchPriority` prop and passes lowercase attributes through as they are.
    ...(priority ? { fetchpriority: "high" } : {}),
  };
  if (file.rasterized) {
    const { src, srcSet } = file.rasterized;
    return <img src={src} srcSet={srcSet} alt={alt} {...common} />;
  }
  const data = file.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  if (!data) return <img src={file.publicURL ?? undefined} alt={alt} {...common} />;
  const { fallback, sources = [] } = data.images;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        alt={alt}
        {...common}
      />
    </picture>
  );
}
