import { Resvg } from "@resvg/resvg-js";
import { readFile } from "fs/promises";
import { createElement } from "react";
import satori from "satori";
import type { OwnerContent } from "../cv/cv-content";
import { interFontFile, type InterWeight } from "../fonts/inter-font-file";
import { SHARE_CARD_SIZE, ShareCard } from "./share-card";

const WEIGHTS: InterWeight[] = [400, 600, 700];

/** The share card of one language as a 1200x630 PNG: satori draws SVG, resvg rasterizes it. */
export async function renderShareCard(content: OwnerContent): Promise<Buffer> {
  const fonts = await Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(interFontFile(weight)),
    })),
  );
  const svg = await satori(createElement(ShareCard, { content }), { ...SHARE_CARD_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_CARD_SIZE.width } })
    .render()
    .asPng();
}
