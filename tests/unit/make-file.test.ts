/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { makeFile } from "../../src/build-output/make-file";

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("makeFile", () => {
  it("writes the file under the public folder, making its folders", async () => {
    await makeFile(
      { path: "/share-cards/fr/fleet-app.png", render: async () => Buffer.from("png") },
      publicDir,
    );
    expect(fs.readFileSync(path.join(publicDir, "share-cards/fr/fleet-app.png"), "utf8")).toBe(
      "png",
    );
  });

  it("names the file being made when making it fails, and writes nothing", async () => {
    const failing = makeFile(
      {
        path: "/share-cards/en/fleet-app.png",
        render: async () => {
          throw new Error("font not found");
        },
      },
      publicDir,
    );
    await expect(failing).rejects.toThrow(
      "Cannot generate public/share-cards/en/fleet-app.png: font not found",
    );
    expect(fs.existsSync(path.join(publicDir, "share-cards"))).toBe(false);
  });
});
