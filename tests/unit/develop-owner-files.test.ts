/** @jest-environment node */
// `npm run develop` makes the CVs and cards on request (src/build-output/develop-owner-files.ts):
// a CV the content makes too long for its pages is answered with the build's message, said once
// in the terminal too, rather than with a CV whose entry runs off the page; a build's CVs and
// cards left in public/ are removed at start-up, and the terminal says so.
import type { NextFunction, Request, Response } from "express";
import fs from "fs";
import os from "os";
import path from "path";
import {
  builtOwnerFilesRemovedMessage,
  readOwnerFilesWith,
  removeBuiltOwnerFiles,
  serveOwnerFiles,
} from "../../src/build-output/develop-owner-files";
import type { OwnerContent } from "../../src/cv/cv-content";
import { ownerContentFixture, ownerContentResult } from "./owner-content-fixture";
import { shippedLanguages } from "./content-fixture";
import { THREE_LANGUAGES } from "./language-fixture";

// Each test lays out or draws whole CVs: seconds apiece on a loaded machine.
jest.setTimeout(60_000);

/** The fixture's first experience with a description of `words` words (the CV in English). */
function withDescription(words: number): OwnerContent {
  const fixture = ownerContentFixture();
  const [first, ...others] = fixture.experience;
  const description = Array.from({ length: words }, () => "reliable").join(" ");
  return { ...fixture, language: "en", experience: [{ ...first!, description }, ...others] };
}

/** What the handler answered: a status, a type and a body, or the request passed on. */
async function request(requestPath: string) {
  const answer = { status: 200, type: "", body: "" as string | Buffer, next: false };
  const response = {
    status: (status: number) => ((answer.status = status), response),
    type: (type: string) => ((answer.type = type), response),
    send: (body: string | Buffer) => ((answer.body = body), response),
  };
  const next: NextFunction = (error?: unknown) => {
    if (error) throw error;
    answer.next = true;
  };
  await serveOwnerFiles(reporter)(
    { path: requestPath } as Request,
    response as unknown as Response,
    next,
  );
  return answer;
}

const warnings: string[] = [];
const reporter = { warn: (message?: string) => void warnings.push(message ?? "") };
let content: OwnerContent;
readOwnerFilesWith(
  async (_query, { lang }) => ({
    data: ownerContentResult({ ...content, language: lang }),
  }),
  "",
  shippedLanguages,
);

const CV = "/cv/cv-jane-doe-en.pdf";

beforeEach(() => {
  warnings.length = 0;
});

test("a CV that fits is served as a PDF", async () => {
  content = withDescription(20);
  const answer = await request(CV);
  expect(answer).toMatchObject({ status: 200, type: ".pdf", next: false });
  expect((answer.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a CV with an entry longer than a page answers the build's message, said once in the terminal", async () => {
  // About 80 lines of text.
  content = withDescription(80 * 14);
  const answer = await request(CV);
  expect(answer).toMatchObject({ status: 500, type: "text/plain", next: false });
  expect(answer.body).toMatch(
    /^The content has 1 problem \(see CONTENT\.md\):\ncontent\/experience\.yaml: entry "acme" field "description\.en": too long for the CV: .*; shorten it\nThis file is made again once the content is fixed\.$/,
  );
  expect(warnings).toEqual([answer.body]);
  // Asked again, it answers the same, without saying it again.
  expect((await request(CV)).body).toBe(answer.body);
  expect(warnings).toHaveLength(1);
});

describe("a build's CVs and cards in public/, when the development server starts", () => {
  let publicDir: string;
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), "built");
  };
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("are removed, and said to be: public/ is then no whole site to deploy", async () => {
    for (const file of [
      "cv/cv-jane-doe-fr.pdf",
      "cv/cv-jane-doe-en.pdf",
      "cv/cv-jane-doe-en.json",
      "share-card-fr.png",
      "share-cards/en/fleet.png",
      "fr/index.html",
    ])
      write(file);
    const removed = await removeBuiltOwnerFiles(publicDir, "Jane Doe", THREE_LANGUAGES);
    expect(removed).toEqual([
      "/cv/cv-jane-doe-fr.pdf",
      "/share-card-fr.png",
      "/cv/cv-jane-doe-en.pdf",
      "/share-cards",
    ]);
    expect(fs.readdirSync(publicDir, { recursive: true }).sort()).toEqual([
      "cv",
      "cv/cv-jane-doe-en.json",
      "fr",
      "fr/index.html",
    ]);
    expect(builtOwnerFilesRemovedMessage(removed)).toBe(
      "The development server removed the CV PDFs and share cards a build had left in public/ " +
        "(public/cv/cv-jane-doe-fr.pdf, public/share-card-fr.png, public/cv/cv-jane-doe-en.pdf, " +
        "public/share-cards): it makes them on request, from the content as you edit it. " +
        "public/ is no longer a whole site: run `npm run build:release` again before deploying it.",
    );
  });

  it("are none after a clean: nothing to say", async () => {
    write("fr/index.html");
    expect(await removeBuiltOwnerFiles(publicDir, "Jane Doe", THREE_LANGUAGES)).toEqual([]);
  });
});
