// Draws the sample images of content/images/ (the placeholder owner's portrait and the
// project screenshots): our own drawings, so the sample content carries no third-party rights.
// Run again after editing a drawing: node scripts/sample-content/draw-sample-images.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { projectScreens } from "./project-screens.mjs";
import { portraitSvg } from "./portrait.mjs";

const write = async (svg, file, width) => {
  await sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  console.log(`wrote ${file}`);
};

mkdirSync("content/images/portrait", { recursive: true });
mkdirSync("content/images/projects", { recursive: true });
await write(portraitSvg(), "content/images/portrait/camille-laurent.jpg", 640);
for (const [id, svg] of Object.entries(projectScreens)) {
  await write(svg, `content/images/projects/${id}.jpg`, 1200);
}
