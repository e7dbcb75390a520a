import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../components/content-image";
import type { CaseStudyMedia as Media } from "../content/page-data";
import { CASE_STUDY_MEDIA_WIDTH } from "../config/constants";

/** Width and height of a screenshot as the build measured it. */
function sizeOf(media: Media) {
  const data = media.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  return { width: data?.width ?? CASE_STUDY_MEDIA_WIDTH, height: data?.height ?? 1 };
}

/**
 * The screenshots of a case study with their captions. From tablets on they share a row at one
 * height (each as wide as its shape asks: a phone view narrow, a desktop view wide), so that
 * a tall phone view does not take a whole screen; on phones they follow one another.
 */
export function CaseStudyMedia({ media }: { media: readonly Media[] }) {
  const shapes = media.map(sizeOf);
  const totalRatio = shapes.reduce((sum, { width, height }) => sum + width / height, 0);
  return (
    <div className="flex flex-col gap-8 md:flex-row md:items-start">
      {media.map((item, index) => {
        const { width, height } = shapes[index]!;
        const ratio = width / height;
        // Its share of the row, for the browser to pick the file of the right width.
        const rowWidth = Math.round((CASE_STUDY_MEDIA_WIDTH * ratio) / totalRatio);
        return (
          <figure
            key={index}
            // flex-grow in proportion to the shape: every picture of the row gets one height.
            style={{ flexGrow: ratio, flexBasis: 0 }}
            className={`min-w-0 ${ratio < 1 ? "mx-auto w-full max-w-xs md:max-w-none" : ""}`}
          >
            <ContentImage
              file={item.image}
              alt={item.alt}
              width={width}
              height={height}
              sizes={`(min-width: 768px) ${rowWidth}px, 100vw`}
              className="h-auto w-full rounded-xl border border-slate-200 shadow-sm dark:border-slate-800"
            />
            {item.caption && (
              <figcaption className="mt-3 text-base text-slate-600 dark:text-slate-400">
                {item.caption}
              </figcaption>
            )}
          </figure>
        );
      })}
    </div>
  );
}
