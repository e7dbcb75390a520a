import { useTranslation } from "../i18n/use-translation";
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { Card } from "../components/elements/card";
import { Section } from "../components/section";
import type { SiteData } from "../content/page-data";

/** Contact: how to reach the owner directly, and a form that sends through EmailJS. */
export function Contact({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  return (
    <Section id="contact" title={t("contact.title")}>
      <div className="grid gap-12 md:grid-cols-2">
        <ContactDetails site={site} />
        <Card>
          <ContactForm ownerEmail={site.email} />
        </Card>
      </div>
    </Section>
  );
}
