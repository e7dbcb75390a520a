import { useTranslation } from "react-i18next";
import { Section } from "../components/section";
import type { SiteData } from "../content/page-data";

export function Contact({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  return (
    <Section id="contact" title={t("contact.title")}>
      <p>{site.email}</p>
    </Section>
  );
}
