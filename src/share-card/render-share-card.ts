import { Resvg } from "@resvg/resvg-js";
import { readFile } from "fs/promises";
import { createElement, type ReactElement } from "react";
import satori from "satori";
import type { OwnerContent } from "../cv/cv-content";
import { interFontFile, type InterWeight } from "../fonts/inter-font-file";
import { ProjectShareCard } from "./project-share-card";
import { SHARE_CARD_SIZE, ShareCard } from "./share-card";

const WEIGHTS: InterWeight[] = [400, 600, 700];

/** The font files, read once for all the cards of a build. */
let fonts: ReturnType<typeof readFonts> | undefined;
const readFonts = () =>
  Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(interFontFile(weight)),
    })),
  );

/** A card as a 1200x630 PNG: satori draws SVG, resvg rasterizes it. */
async function renderCard(card: ReactElement): Promise<Buffer> {
  fonts ??= readFonts();
  const svg = await satori(card, { ...SHARE_CARD_SIZE, fonts: await fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_CARD_SIZE.width } })
    .render()
    .asPng();
}

/** The share card of a language's home page. */
export const renderShareCard = (content: OwnerContent): Promise<Buffer> =>
  renderCard(createElement(ShareCard, { content }));

/** The share card of a project's case study page, in the content's language. */
export const renderProjectShareCard = (
  content: OwnerContent,
  project: OwnerContent["projects"][number],
): Promise<Buffer> => renderCard(createElement(ProjectShareCard, { content, project }));
