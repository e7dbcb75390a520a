import { useTranslation } from "../../i18n/use-translation";
import { PORTRAIT_SIZE, PORTRAIT_SIZE_PHONE } from "../../config/constants";
import { ContentImage, type ImageFile } from "../content-image";

/**
 * The owner's photo on the first screen: small above the name on phones, large beside it
 * from tablets on. One <img> for both, sized by CSS, so the browser picks one file from the
 * srcset for the width it is shown at. From tablets on it is the largest element of the
 * first screen (the LCP element), so it is fetched first, once the page is laid out; on
 * phones the hero's text is, and it paints without waiting for the photo.
 */
export function OwnerPortrait({ file, name }: { file: ImageFile; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="relative w-fit shrink-0" data-testid="owner-portrait">
      <span
        aria-hidden="true"
        className="absolute inset-0 translate-x-3 translate-y-3 rounded-[2rem] bg-indigo-600/25 md:translate-x-5 md:translate-y-5 dark:bg-indigo-400/20"
      />
      <ContentImage
        file={file}
        alt={t("home.portraitAlt", { name })}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        // The widths the classes below give it (w-36 ... xl:w-80), so the browser picks one file.
        sizes={`(min-width: 80rem) ${PORTRAIT_SIZE}px, (min-width: 64rem) 288px, (min-width: 48rem) 224px, ${PORTRAIT_SIZE_PHONE}px`}
        priority
        className="relative h-28 w-28 rounded-[2rem] object-cover shadow-xl ring-1 ring-slate-900/10 sm:h-36 sm:w-36 md:h-56 md:w-56 lg:h-72 lg:w-72 xl:h-80 xl:w-80 dark:ring-white/10"
      />
    </div>
  );
}
