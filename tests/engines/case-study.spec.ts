// A project's case study in each engine, reached from its card, and the two ways back: the
// browser's Back, and the case study's link to the projects.
import { CASE_STUDY_IDS, caseStudyPagePath, LANGUAGES } from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import { click, expectLanded, open, problems, read, waitForPage } from "./visit";

const id = CASE_STUDY_IDS[0]!;

for (const language of LANGUAGES) {
  test(`/${language}/: a project's card leads to its case study; Back and the link to the projects lead back to the card`, async ({
    visitor,
  }) => {
    const home = `/${language}/`;
    const caseStudy = caseStudyPagePath(language, id);
    const toCaseStudy = { css: `#showcase a[href="${caseStudy}"]` };
    await open(visitor, home);
    await click(visitor, toCaseStudy);
    await waitForPage(visitor, caseStudy, language);
    expect(await read(visitor, { css: "h1" })).toMatchObject({ visible: true });

    await visitor.back();
    await waitForPage(visitor, home, language);
    const card = await read(visitor, toCaseStudy);
    const viewport = await visitor.evaluate(() => window.innerHeight);
    expect(card!.top, "back where the visitor left the page").toBeGreaterThan(0);
    expect(card!.top).toBeLessThan(viewport);

    await click(visitor, toCaseStudy);
    await waitForPage(visitor, caseStudy, language);
    await click(visitor, { css: `main a[href="${home}#${id}"]` });
    await waitForPage(visitor, home, language, `#${id}`);
    await expectLanded(visitor, id, "the projects' link");
    expect(await problems(visitor)).toEqual([]);
  });
}
