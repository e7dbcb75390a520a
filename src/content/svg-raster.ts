/**
 * SVG logos and icons rendered as WebP at build time. In an <img>, every SVG becomes a
 * document of its own that the browser parses, styles and lays out on the main thread (8 to
 * 30 ms each in Lighthouse's traces, more with <text>); a WebP is decoded off the main thread.
 * Each SVG is rendered at 1x, 2x and 3x of the size it is shown at, so it stays sharp on
 * phone screens, losslessly, so flat colours and edges stay exact. The SVG file itself is not
 * published. A logo or an icon given as a bitmap (a 96x96 PNG) is resized the same way, so
 * that the page asks one thing of every logo and icon, whatever its format.
 */
import { mkdir, readFile, rename, stat } from "fs/promises";
import path from "path";
import sharp from "sharp";

/** Pixel densities of the rendered files: phones are 2x to 3x. */
export const RASTER_DENSITIES = [1, 2, 3] as const;

/** Each image is drawn at this multiple of its final size, then scaled down (anti-aliasing). */
const SUPERSAMPLING = 2;

export interface RasterImage {
  /** The 1x file, for browsers without srcset. */
  src: string;
  /** Every density, as `url 2x`. */
  srcSet: string;
}

/** The parts of a Gatsby File node it needs. */
export interface ImageFileNode {
  absolutePath: string;
  relativePath: string;
  name: string;
  extension: string;
  internal: { contentDigest: string };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** An SVG drawn at `pixels` and more (see SUPERSAMPLING), a bitmap as it is. */
async function input(image: Buffer, isSvg: boolean, pixels: number) {
  if (!isSvg) return sharp(image);
  const { width, height } = await sharp(image).metadata();
  const intrinsic = Math.min(width ?? pixels, height ?? pixels);
  // librsvg draws at `density` dots per inch, 72 being the SVG's own size.
  return sharp(image, { density: Math.ceil((72 * pixels * SUPERSAMPLING) / intrinsic) });
}

async function renderWebp(image: Buffer, isSvg: boolean, pixels: number, outFile: string) {
  const source = await input(image, isSvg, pixels);
  // Written whole or not at all: an interrupted build leaves no truncated file behind.
  await source
    .resize(pixels, pixels, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ lossless: true })
    .toFile(`${outFile}.part`);
  await rename(`${outFile}.part`, outFile);
}

async function rasterize(
  file: ImageFileNode,
  size: number,
  publicDir: string,
  urlPrefix: string,
): Promise<RasterImage> {
  const folder = `/static/${file.internal.contentDigest}`;
  await mkdir(path.join(publicDir, folder), { recursive: true });
  const image = await readFile(file.absolutePath);
  const isSvg = file.extension.toLowerCase() === "svg";
  const urlOf = (pixels: number) => `${folder}/${file.name}-${pixels}.webp`;
  const srcSet = await Promise.all(
    RASTER_DENSITIES.map(async (density) => {
      const pixels = size * density;
      const outFile = path.join(publicDir, urlOf(pixels));
      // The folder is named after the image's content: a file already there is up to date.
      if (!(await exists(outFile))) await renderWebp(image, isSvg, pixels, outFile);
      return `${urlPrefix}${urlOf(pixels)} ${density}x`;
    }),
  );
  return { src: `${urlPrefix}${urlOf(size)}`, srcSet: srcSet.join(", ") };
}

const renders = new Map<string, Promise<RasterImage>>();

/**
 * The WebP renders of an image file shown at `size` CSS pixels, written under `publicDir`
 * (once per build, however many pages ask). An image that cannot be rendered fails with its
 * path in the message. Addresses start with `urlPrefix` (Gatsby's path prefix).
 */
export function rasterizedImage(
  file: ImageFileNode,
  size: number,
  publicDir: string,
  urlPrefix = "",
): Promise<RasterImage> {
  if (!Number.isInteger(size) || size <= 0) {
    throw new Error(`rasterized(size: ${size}): the size must be a positive whole number`);
  }
  const key = `${file.absolutePath}|${file.internal.contentDigest}|${size}|${publicDir}|${urlPrefix}`;
  let render = renders.get(key);
  if (!render) {
    render = rasterize(file, size, publicDir, urlPrefix).catch((error: Error) => {
      renders.delete(key);
      const kind = file.extension.toLowerCase() === "svg" ? "SVG" : "image";
      throw new Error(
        `content/${file.relativePath}: cannot render this ${kind} (${error.message})`,
      );
    });
    renders.set(key, render);
  }
  return render;
}
