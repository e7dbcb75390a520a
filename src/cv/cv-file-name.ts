/** "Camille Laurent" -> "camille-laurent": accents dropped, anything else becomes one dash. */
export const fileSlug = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Path from the site root, without extension, of a language's CV files: /cv/cv-camille-laurent-fr. */
const cvBase = (ownerName: string, language: string): string =>
  `/cv/cv-${fileSlug(ownerName)}-${language}`;

/** Path of a language's CV from the site root, named after the owner: /cv/cv-camille-laurent-fr.pdf. */
export const cvPath = (ownerName: string, language: string): string =>
  `${cvBase(ownerName, language)}.pdf`;

/** Path of a language's JSON Resume, beside its PDF: /cv/cv-camille-laurent-fr.json. */
export const jsonResumePath = (ownerName: string, language: string): string =>
  `${cvBase(ownerName, language)}.json`;
