/**
 * @jest-environment node
 *
 * The committed `schemas/*.schema.json` (used by editors) must be what
 * `schema.ts` generates. After changing schema.ts, rewrite them with:
 *   UPDATE_SCHEMAS=1 npx jest tests/unit/json-schema.test.ts
 */
import fs from "fs";
import path from "path";
import {
  collectionJsonSchema,
  jsonSchemaFileName,
  languagesJsonSchema,
} from "../../src/content/json-schema";
import { collections } from "../../src/content/schema";

const schemasDir = path.resolve(__dirname, "../../schemas");
const update = process.env.UPDATE_SCHEMAS === "1";
const vscodeSettings = path.resolve(__dirname, "../../.vscode/settings.json");
const vscodeSchemas = (
  JSON.parse(fs.readFileSync(vscodeSettings, "utf8")) as { "yaml.schemas": Record<string, string> }
)["yaml.schemas"];

const formatted = (schema: unknown) => `${JSON.stringify(schema, null, 2)}\n`;

/** Every schema of schemas/: a collection's, or the language registry's. */
const schemaFiles = [
  ...Object.values(collections).map((collection) => ({
    file: collection.file,
    schema: () => collectionJsonSchema(collection),
  })),
  { file: "languages.yaml", schema: languagesJsonSchema },
];

describe.each(schemaFiles)("schemas/ for $file", (collection) => {
  const file = path.join(schemasDir, jsonSchemaFileName(collection));

  test("matches the content schema", () => {
    const expected = formatted(collection.schema());
    if (update) {
      fs.mkdirSync(schemasDir, { recursive: true });
      fs.writeFileSync(file, expected);
    }
    expect(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "(missing)").toBe(expected);
  });

  test("is the schema the YAML file and VS Code point at", () => {
    const yaml = fs.readFileSync(path.resolve(__dirname, "../../content", collection.file), "utf8");
    expect(yaml.split("\n")[0]).toBe(
      `# yaml-language-server: $schema=../schemas/${jsonSchemaFileName(collection)}`,
    );
    expect(vscodeSchemas[`./schemas/${jsonSchemaFileName(collection)}`]).toBe(
      `content/${collection.file}`,
    );
  });
});
