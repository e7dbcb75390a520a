/**
 * The editor's requests (Decap's proxy protocol: one POST per action, `{ action, params }`),
 * answered before decap-server sees them:
 *
 * - the content and locale files are read and saved here (`content-file-io.ts`), so a save
 *   edits the file in place and goes through the build's validation;
 * - media requests (listing, reading, uploading, deleting images) go on to decap-server, but
 *   only inside `content/images/`;
 * - anything else is refused: the editor has no other files to touch.
 *
 * Actions and their params: https://github.com/decaporg/decap-cms/blob/main/packages/decap-server/src/middlewares/types.ts
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import type { NextFunction, Request, Response } from "express";
import { isRecord } from "../content/describe-value";
import { readForEditor, saveFromEditor } from "./content-file-io";
import { findEditorFile } from "./editor-files";

const IMAGES_FOLDER = "content/images/";

/** Actions decap-server answers as they are once their paths are checked. */
const PASSED_ON = new Set(["info", "getDeployPreview"]);
const MEDIA_ACTIONS = new Set([
  "getMedia",
  "getMediaFile",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
]);

/** A path inside `content/images/`, written the way Decap writes it. */
function isImagesPath(value: unknown): boolean {
  return typeof value === "string" && path.posix.normalize(`${value}/`).startsWith(IMAGES_FOLDER);
}

/** Every path a media request names; it must name at least one, all in `content/images/`. */
function isImagesRequest(params: Record<string, unknown>): boolean {
  const asset = isRecord(params.asset) ? params.asset.path : undefined;
  const paths: unknown[] = Array.isArray(params.paths) ? params.paths : [];
  const named = [params.mediaFolder, params.path, asset, ...paths].filter((p) => p !== undefined);
  return named.length > 0 && named.every(isImagesPath);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function entry(rootDir: string, filePath: unknown, label?: unknown) {
  const file = findEditorFile(rootDir, filePath);
  if (!file) return { error: `${String(filePath)}: not a file of the editor` };
  const read = readForEditor(rootDir, file);
  if (!read.ok) return { error: read.problem };
  const text = fs.readFileSync(path.join(rootDir, file.path), "utf8");
  return { data: read.data, file: { path: file.path, label, id: sha256(text) } };
}

/** The build's lines for what the change would break, one each. */
const refusal = (problems: string[]) => ["Not saved (see CONTENT.md):", ...problems].join("\n");

interface Asset {
  path: string;
  content: string;
  encoding: BufferEncoding;
}

const isAsset = (value: unknown): value is Asset =>
  isRecord(value) &&
  isImagesPath(value.path) &&
  typeof value.content === "string" &&
  value.encoding === "base64";

/** The files of a save, each one of the editor's, or undefined when any is not. */
function dataFilesOf(rootDir: string, params: Record<string, unknown>) {
  const dataFiles: unknown[] = Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry];
  const files = dataFiles.map((dataFile) => {
    if (!isRecord(dataFile) || typeof dataFile.raw !== "string") return undefined;
    const file = findEditorFile(rootDir, dataFile.path);
    return file && { file, raw: dataFile.raw };
  });
  return files.every((file) => file !== undefined) ? files : undefined;
}

function persistEntry(rootDir: string, params: Record<string, unknown>, res: Response) {
  const files = dataFilesOf(rootDir, params);
  const assets: unknown[] = Array.isArray(params.assets) ? params.assets : [];
  if (!files || !assets.every(isAsset)) {
    res.status(403).json({ error: "The editor only saves content/, locales/ and content/images/" });
    return;
  }
  // Images first: the entry's check then finds the files it points at.
  for (const asset of assets) {
    const target = path.join(rootDir, asset.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(asset.content, asset.encoding));
  }
  for (const { file, raw } of files) {
    const saved = saveFromEditor(rootDir, file, raw);
    if (!saved.ok) {
      res.status(422).json({ error: refusal(saved.problems) });
      return;
    }
  }
  res.json({ message: "entry persisted" });
}

/** Express handler for `POST /api/v1`; `next()` hands media and info requests to decap-server. */
export function contentApi(rootDir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    const action = isRecord(body) ? body.action : undefined;
    const params = isRecord(body) && isRecord(body.params) ? body.params : {};
    if (typeof action !== "string") {
      res.status(400).json({ error: "Expected { action, params }" });
      return;
    }
    if (action === "getEntry") {
      const answer = entry(rootDir, params.path);
      res.status("error" in answer ? 422 : 200).json(answer);
    } else if (action === "entriesByFiles") {
      const files: unknown[] = Array.isArray(params.files) ? params.files : [];
      const answers = files.map((file) =>
        isRecord(file) ? entry(rootDir, file.path, file.label) : entry(rootDir, undefined),
      );
      const failed = answers.find((answer) => "error" in answer);
      res.status(failed ? 422 : 200).json(failed ?? answers);
    } else if (action === "persistEntry") {
      persistEntry(rootDir, params, res);
    } else if (PASSED_ON.has(action)) {
      next();
    } else if (MEDIA_ACTIONS.has(action) && isImagesRequest(params)) {
      next();
    } else {
      res.status(403).json({ error: `The editor does not allow "${action}" here` });
    }
  };
}
