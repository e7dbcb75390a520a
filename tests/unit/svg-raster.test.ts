/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { rasterizedImage, type ImageFileNode } from "../../src/content/svg-raster";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "svg-raster-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A File node as gatsby-source-filesystem makes it, for a file written in `dir`. */
function fileNode(
  name: string,
  extension: string,
  content: string | Buffer,
  digest: string,
): ImageFileNode {
  const absolutePath = path.join(dir, `${name}.${extension}`);
  fs.writeFileSync(absolutePath, content);
  return {
    absolutePath,
    relativePath: `images/logos/${name}.${extension}`,
    name,
    extension,
    internal: { contentDigest: digest },
  };
}

// A 24-unit square, red on its left half: small intrinsic size, so the render must scale up.
const HALF_RED = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
  <rect x="0" y="0" width="12" height="24" fill="#ff0000"/>
</svg>`;

test("an SVG becomes lossless WebP files at 1x, 2x and 3x of its size, sharp at every density", async () => {
  const publicDir = path.join(dir, "public");
  const image = await rasterizedImage(fileNode("half", "svg", HALF_RED, "d1"), 48, publicDir);

  expect(image).toEqual({
    src: "/static/d1/half-48.webp",
    srcSet: "/static/d1/half-48.webp 1x, /static/d1/half-96.webp 2x, /static/d1/half-144.webp 3x",
  });
  for (const pixels of [48, 96, 144]) {
    const file = path.join(publicDir, `static/d1/half-${pixels}.webp`);
    const { format, width, height, hasAlpha } = await sharp(file).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({
      format: "webp",
      width: pixels,
      height: pixels,
      hasAlpha: true,
    });
    // Drawn, not blurred up from 24 px: a pixel just left of the middle is pure red, one just
    // right of it is transparent.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + info.channels)];
    };
    expect(pixel(pixels / 2 - 2, pixels / 2)).toEqual([255, 0, 0, 255]);
    expect(pixel(pixels / 2 + 1, pixels / 2)[3]).toBe(0);
  }
});

test("each SVG is rendered once per build, however many pages ask for it", async () => {
  const publicDir = path.join(dir, "public");
  const file = fileNode("half", "svg", HALF_RED, "d2");
  const first = rasterizedImage(file, 48, publicDir);
  expect(rasterizedImage(file, 48, publicDir)).toBe(first);
  await first;
});

test("a bitmap logo is resized the same way, so the page asks one thing of every logo", async () => {
  const publicDir = path.join(dir, "public");
  const png = await sharp({
    create: { width: 96, height: 96, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const image = await rasterizedImage(fileNode("logo", "png", png, "d3"), 40, publicDir);

  expect(image).toEqual({
    src: "/static/d3/logo-40.webp",
    srcSet: "/static/d3/logo-40.webp 1x, /static/d3/logo-80.webp 2x, /static/d3/logo-120.webp 3x",
  });
  for (const pixels of [40, 80, 120]) {
    const { format, width, height } = await sharp(
      path.join(publicDir, `static/d3/logo-${pixels}.webp`),
    ).metadata();
    expect({ format, width, height }).toEqual({ format: "webp", width: pixels, height: pixels });
  }
});

test("an SVG that cannot be rendered fails the build naming its file", async () => {
  const broken = fileNode("broken", "svg", "<svg xmlns='http://www.w3.org/2000/svg'><rect", "d4");
  await expect(rasterizedImage(broken, 48, path.join(dir, "public"))).rejects.toThrow(
    /^content\/images\/logos\/broken\.svg: cannot render this SVG \(/,
  );
});
