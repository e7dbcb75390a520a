import type { ReactNode } from "react";
import { ENTRY_LOGO_SIZE } from "../config/constants";
import { ContentImage, type ImageFile } from "./content-image";
import { InitialsBadge } from "./elements/initials-badge";

interface EntryHeadingProps {
  logo: ImageFile | null;
  /** The school or company: its initials stand in for a missing logo. */
  organization: string;
  /** The small line above the title: period, place. */
  meta: string;
  title: string;
  titleId?: string;
  /** Shown under the title, beside the logo. */
  children?: ReactNode;
}

/** The head of a timeline step or an experience: logo, period line, title. */
export function EntryHeading({
  logo,
  organization,
  meta,
  title,
  titleId,
  children,
}: EntryHeadingProps) {
  return (
    <div className="flex items-start gap-4">
      {logo ? (
        <ContentImage
          file={logo}
          alt=""
          width={ENTRY_LOGO_SIZE}
          height={ENTRY_LOGO_SIZE}
          className="h-12 w-12 shrink-0 rounded-xl"
        />
      ) : (
        <InitialsBadge name={organization} className="h-12 w-12" />
      )}
      <div>
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{meta}</p>
        <h3 id={titleId} className="text-xl font-semibold">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
