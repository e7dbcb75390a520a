import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import type { OwnerContent } from "./cv-content";
import { CvDocument } from "./cv-document";
import { registerCvFonts } from "./cv-fonts";

/** The CV of one language as PDF bytes. */
export async function renderCv(content: OwnerContent): Promise<Buffer> {
  const fontFamily = registerCvFonts();
  // renderToBuffer's type asks for a <Document> element; CvDocument renders exactly one.
  const document = createElement(CvDocument, {
    content,
    fontFamily,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
