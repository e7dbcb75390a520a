/** @jest-environment node */
import { PassThrough } from "stream";
import { renderToPipeableStream } from "react-dom/server";
import type { ReactElement } from "react";
import { replaceRenderer } from "../../gatsby-ssr";

/**
 * A page of short texts (React's stream encodes those into its 2 KB buffer; long ones it
 * writes whole) full of multi-byte characters, at every alignment: some buffer ends where
 * such a character does not fit.
 */
const TEXT = "é€😀 — « question ? »";
function pageAcrossBufferBoundaries(): ReactElement {
  const paragraphs = [];
  for (let i = 0; i < 2000; i += 1) paragraphs.push(<p key={i}>{"a".repeat(i % 5) + TEXT}</p>);
  return <main>{paragraphs}</main>;
}

/** What Gatsby writes when no replaceRenderer supplies the HTML: React's stream, as bytes. */
function streamedHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/** The body the site's replaceRenderer (gatsby-ssr.tsx) gives Gatsby for the page. */
function renderedBody(element: ReactElement): string {
  let body: string | undefined;
  const replaceRendererOf = replaceRenderer as (args: {
    bodyComponent: ReactElement;
    replaceBodyHTMLString: (html: string) => void;
  }) => void;
  replaceRendererOf({ bodyComponent: element, replaceBodyHTMLString: (html) => (body = html) });
  if (body === undefined) throw new Error("replaceRenderer gave no HTML");
  return body;
}

test("React 18's stream puts U+0000 in such a page (what the site's renderer avoids)", async () => {
  expect(await streamedHtml(pageAcrossBufferBoundaries())).toContain("\0");
});

test("the site's renderer writes the page with no U+0000, every character intact", async () => {
  const page = pageAcrossBufferBoundaries();
  const body = renderedBody(page);
  expect(body).not.toContain("\0");
  expect(body).toBe((await streamedHtml(page)).replace(/\0/g, ""));
  expect(body).toContain(`aaaa${TEXT}`);
});
