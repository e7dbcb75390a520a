import { useTranslation } from "../../i18n/use-translation";
import { CERTIFICATION_REVEAL } from "../../config/constants";
import type { Certification } from "../../content/page-data";
import { ContentImage } from "../content-image";
import { Card } from "../elements/card";
import { ExternalLink } from "../external-link";

/** A certification: its picture and name, the whole card linking to the issuer's page. */
export function CertificationCard({
  certification,
  index,
}: {
  certification: Certification;
  index: number;
}) {
  const { t } = useTranslation();
  return (
    <Card
      as="li"
      motion={CERTIFICATION_REVEAL}
      index={index}
      padded={false}
      className="overflow-hidden"
    >
      <ExternalLink href={certification.url} className="block h-full hover:opacity-90">
        <ContentImage
          file={certification.image}
          alt=""
          width={400}
          height={300}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
        <span className="block p-4">
          <span className="block font-semibold">{certification.title}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {certification.issuer}
          </span>
          <span className="mt-2 block text-sm font-medium text-indigo-700 dark:text-indigo-300">
            {t("portfolio.viewCertificate")}
          </span>
        </span>
      </ExternalLink>
    </Card>
  );
}
