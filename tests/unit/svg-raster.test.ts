/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { rasterizedSvg, type SvgFile } from "../../src/content/svg-raster";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "svg-raster-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A File node as gatsby-source-filesystem makes it, for a file written in `dir`. */
function fileNode(name: string, extension: string, content: string, digest: string): SvgFile {
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
  const image = await rasterizedSvg(fileNode("half", "svg", HALF_RED, "d1"), 48, publicDir);

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
  const first = rasterizedSvg(file, 48, publicDir);
  expect(rasterizedSvg(file, 48, publicDir)).toBe(first);
  await first;
});

test("other images are left to gatsby-plugin-image: no render", () => {
  const png = fileNode("photo", "png", "not read", "d3");
  expect(rasterizedSvg(png, 48, path.join(dir, "public"))).toBeNull();
});

test("an SVG that cannot be rendered fails the build naming its file", async () => {
  const broken = fileNode("broken", "svg", "<svg xmlns='http://www.w3.org/2000/svg'><rect", "d4");
  await expect(rasterizedSvg(broken, 48, path.join(dir, "public"))).rejects.toThrow(
    /^content\/images\/logos\/broken\.svg: cannot render this SVG \(/,
  );
});
