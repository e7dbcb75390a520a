// Draws the sample images of content/images/ (the placeholder owner's portrait, the project
// screenshots and the case studies' screenshots): our own drawings, so the sample content
// carries no third-party rights. The same drawings give the same files, byte for byte.
// Run again after editing a drawing: node scripts/sample-content/draw-sample-images.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { caseStudyScreens } from "./case-study-screens.mjs";
import { projectScreens } from "./project-screens.mjs";
import { portraitSvg } from "./portrait.mjs";

const write = async (svg, file, width) => {
  await sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  console.log(`wrote ${file}`);
};

mkdirSync("content/images/portrait", { recursive: true });
mkdirSync("content/images/projects", { recursive: true });
mkdirSync("content/images/case-studies", { recursive: true });
await write(portraitSvg(), "content/images/portrait/camille-laurent.jpg", 640);
for (const [id, svg] of Object.entries(projectScreens)) {
  await write(svg, `content/images/projects/${id}.jpg`, 1200);
}
for (const [name, [svg, width]] of Object.entries(caseStudyScreens)) {
  await write(svg, `content/images/case-studies/${name}.jpg`, width);
}
