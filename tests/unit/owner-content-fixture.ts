/**
 * One language's content as the build reads it (see src/build-output/owner-content.ts), for
 * the tests of what is made from it: the JSON Resume, the CV.
 */
import { readFileSync } from "fs";
import path from "path";
import type { OwnerContentResult } from "../../src/build-output/owner-content";
import type { OwnerContent } from "../../src/cv/cv-content";

export const ownerContentFixture = (): OwnerContent => ({
  language: "fr",
  pageUrl: "https://jane.example.com/portfolio/fr/",
  jsonResumeUrl: "https://jane.example.com/portfolio/cv/cv-jane-doe-fr.json",
  portraitUrl: "https://jane.example.com/portfolio/static/0a1b/jane.jpg",
  site: {
    name: "Jane Doe",
    jobTitle: "Ingénieure logicielle",
    tagline: "Des applications fiables.",
    location: "Lyon, France",
    email: "jane@example.com",
    social: {
      linkedin: "https://www.linkedin.com/in/jane-doe/",
      github: "https://github.com/janedoe",
      gitlab: "https://gitlab.com/jdoe",
    },
  },
  timeline: [
    {
      id: "master",
      year: "2019 – 2021",
      title: "Master Génie logiciel",
      location: "Université de Lyon, Lyon",
      organization: "Université de Lyon",
      description: "Systèmes distribués.",
    },
    {
      id: "bac",
      year: "2016",
      title: "Baccalauréat",
      location: null,
      organization: "Lycée du Parc",
      description: null,
    },
  ],
  experience: [
    {
      id: "acme",
      year: "2023 – aujourd'hui",
      title: "Développeuse back-end, puis lead, Acme",
      location: "Lyon, France",
      organization: "Acme",
      description: "La plateforme de paiements.",
      skills: ["Java", "Kubernetes"],
      highlights: ["Migration vers Kubernetes.", "Tests de contrats."],
      impact: "Incidents réduits de 40 %.",
    },
    {
      id: "freelance",
      year: "2021 – 2023",
      title: "Développeuse indépendante",
      location: "Paris, France",
      organization: null,
      description: "Des sites pour des associations.",
      skills: null,
      highlights: null,
      impact: null,
    },
  ],
  skills: [{ id: "backend", label: "Back-end", items: ["Spring Boot", "Tests de bout en bout"] }],
  certifications: [
    { id: "aws", title: "AWS Cloud Practitioner", issuer: "AWS", url: "https://aws.example.com/c" },
  ],
  projects: [
    {
      id: "fleet",
      title: "Gestion de flotte",
      description: "Suivi des véhicules.",
      technologies: ["C#", "React"],
      link: { kind: "caseStudy", url: "https://jane.example.com/portfolio/fr/projets/fleet/" },
      caseStudy: {
        role: "Développeuse principale",
        period: "2021 – 2023",
        results: [
          { figure: "−30 %", text: "de pannes imprévues." },
          { figure: null, text: "Une API documentée." },
        ],
      },
    },
    {
      id: "budget",
      title: "Suivi budgétaire",
      description: "Des tableaux de bord.",
      technologies: ["Angular"],
      link: { kind: "repository", url: "https://github.com/janedoe/budget" },
      caseStudy: null,
    },
    {
      id: "private",
      title: "Outil interne",
      description: "Sans lien public.",
      technologies: ["Python"],
      link: null,
      caseStudy: null,
    },
  ],
  labels: {
    experience: "Expérience",
    education: "Parcours académique",
    skills: "Compétences",
    certifications: "Certifications",
    projects: "Projets",
    impact: "Impact :",
    about: "Ingénieure depuis cinq ans.",
    profiles: { linkedin: "LinkedIn", github: "GitHub", gitlab: "GitLab" },
    caseStudy: "Étude de cas",
    projectLinks: { caseStudy: "Étude de cas :", demo: "Démo :", repository: "Code :" },
  },
});

/**
 * What OWNER_CONTENT_QUERY would give for `content` (its projects left out: they need Markdown
 * trees), with the real UI strings of its language: for the tests of the build's own steps.
 */
export const ownerContentResult = (content: OwnerContent): OwnerContentResult => {
  const withYamlId = <T extends { id: string }>({ id, ...rest }: T) => ({ yamlId: id, ...rest });
  const locale = readFileSync(
    path.join(__dirname, `../../locales/${content.language}/translation.json`),
    "utf8",
  );
  return {
    siteYaml: { ...content.site, siteUrl: "https://jane.example.com", portrait: null },
    allTimelineYaml: { nodes: content.timeline.map(withYamlId) },
    allExperienceYaml: { nodes: content.experience.map(withYamlId) },
    allSkillsYaml: { nodes: [] },
    allCertificationsYaml: { nodes: content.certifications.map(withYamlId) },
    allProjectsYaml: { nodes: [] },
    locales: { edges: [{ node: { data: locale } }] },
  };
};
