import { useTranslation } from "../i18n/use-translation";
import { Section } from "../components/section";

export function About() {
  const { t } = useTranslation();
  return (
    <Section id="about" title={t("about.title")}>
      <p className="max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {t("about.description")}
      </p>
    </Section>
  );
}
