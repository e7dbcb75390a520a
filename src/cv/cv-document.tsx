import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import type { OwnerContent } from "./cv-content";
import { CvBullets, CvEntry } from "./cv-entry";
import { cvProjects } from "./cv-projects";
import { CvHeader } from "./cv-header";
import { CvSection } from "./cv-section";
import { cvStyles } from "./cv-styles";

/**
 * The CV of one language, A4, from the page's content in the page's order of entries:
 * the owner, experience, education, skills, certifications, then the projects, each with its
 * link (its case study page where it has one). `fontFamily`: the family registerCvFonts gave.
 */
export function CvDocument({ content, fontFamily }: { content: OwnerContent; fontFamily: string }) {
  const { site, labels } = content;
  return (
    <Document
      title={`${site.name} · CV`}
      author={site.name}
      subject={site.jobTitle}
      language={content.language}
    >
      <Page size="A4" style={[cvStyles.page, { fontFamily }]}>
        <CvHeader content={content} />

        <CvSection title={labels.experience}>
          {content.experience.map((job) => (
            <CvEntry key={job.id} title={job.title} year={job.year} place={job.location}>
              <Text style={cvStyles.paragraph}>{job.description}</Text>
              {job.highlights ? <CvBullets items={job.highlights} /> : null}
              {job.impact ? (
                <Text style={cvStyles.paragraph}>
                  <Text style={cvStyles.strong}>{labels.impact} </Text>
                  {job.impact}
                </Text>
              ) : null}
            </CvEntry>
          ))}
        </CvSection>

        <CvSection title={labels.education}>
          {content.timeline.map((step) => (
            <CvEntry key={step.id} title={step.title} year={step.year} place={step.location}>
              {step.description ? <Text style={cvStyles.paragraph}>{step.description}</Text> : null}
            </CvEntry>
          ))}
        </CvSection>

        <CvSection title={labels.skills}>
          {content.skills.map((category) => (
            <View key={category.id} style={cvStyles.skillRow} wrap={false}>
              <Text style={cvStyles.skillLabel}>{category.label}</Text>
              <Text style={cvStyles.skillItems}>{category.items.join(", ")}</Text>
            </View>
          ))}
        </CvSection>

        <CvSection title={labels.certifications}>
          {content.certifications.map((certification) => (
            <Text key={certification.id} style={cvStyles.paragraph}>
              <Link src={certification.url} style={cvStyles.link}>
                {certification.title}
              </Link>
              {` · ${certification.issuer}`}
            </Text>
          ))}
        </CvSection>

        <CvSection title={labels.projects}>
          {cvProjects(content).map((project) => (
            <CvEntry
              key={project.id}
              title={project.title}
              year={project.period}
              place={project.role}
            >
              <Text style={cvStyles.paragraph}>{project.description}</Text>
              <Text style={cvStyles.entryPlace}>{project.technologies}</Text>
              {project.link ? (
                <Text style={cvStyles.paragraph}>
                  <Text style={cvStyles.strong}>{project.link.label} </Text>
                  <Link src={project.link.href} style={cvStyles.link}>
                    {project.link.text}
                  </Link>
                </Text>
              ) : null}
            </CvEntry>
          ))}
        </CvSection>
      </Page>
    </Document>
  );
}
