/**
 * @jest-environment node
 *
 * The editor's routes as the development server mounts them (at /admin), on a copy of the
 * content: the page and its bundle from node_modules, the generated config, and an API that
 * answers only its own page on this machine and touches only the content's files.
 */
import fs from "fs";
import type { AddressInfo } from "net";
import path from "path";
import express from "express";
import { parse } from "yaml";
import { contentEditor } from "../../src/editor/editor-server";
import { copyContent, readIn, removeCopy, repoRoot } from "./content-fixture";

let root: string;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let origin: string;

beforeAll(async () => {
  root = copyContent();
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "junction");
  fs.copyFileSync(path.join(repoRoot, "package.json"), path.join(root, "package.json"));
  // decap-server serves this folder (its documented setting), for the media requests.
  process.env.GIT_REPO_DIRECTORY = root;
  const app = express();
  app.use("/admin", contentEditor(root));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.GIT_REPO_DIRECTORY;
  removeCopy(root);
});

/** A request as Decap's proxy backend sends it: the branch in its params, from its own page. */
const api = (
  { action, params }: { action: string; params: Record<string, unknown> },
  headers: Record<string, string> = {},
) =>
  fetch(`${origin}/admin/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });

test("/admin/ is Decap's page, its bundle comes from node_modules", async () => {
  const redirect = await fetch(`${origin}/admin`, { redirect: "manual" });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get("location")).toBe("/admin/");
  const page = await (await fetch(`${origin}/admin/`)).text();
  expect(page).toContain('<script src="decap-cms.js"></script>');
  const bundle = await fetch(`${origin}/admin/decap-cms.js`);
  expect(bundle.status).toBe(200);
  expect(bundle.headers.get("content-type")).toMatch(/javascript/);
});

test("config.yml points the editor at this server", async () => {
  const config = parse(await (await fetch(`${origin}/admin/config.yml`)).text());
  expect(config.backend).toEqual({ name: "proxy", proxy_url: `${origin}/admin/api/v1` });
  expect(config.collections.map(({ name }: { name: string }) => name)).toContain("experience");
});

test("a content file is handed to the editor as JSON", async () => {
  const response = await api({ action: "getEntry", params: { path: "content/stacks.yaml" } });
  expect(response.status).toBe(200);
  const { data, file } = await response.json();
  expect(JSON.parse(data).entries[0]).toEqual({
    id: "java",
    name: "Java",
    icon: "images/stacks/java.svg",
  });
  expect(file.path).toBe("content/stacks.yaml");
});

test("a save is written in place, a wrong one refused with the build's line", async () => {
  const read = await (
    await api({ action: "getEntry", params: { path: "content/stacks.yaml" } })
  ).json();
  const view = JSON.parse(read.data);
  view.entries[0].name = "Java SE";
  const dataFiles = [{ path: "content/stacks.yaml", raw: JSON.stringify(view) }];
  const saved = await api({ action: "persistEntry", params: { dataFiles, assets: [] } });
  expect(saved.status).toBe(200);
  expect(readIn(root, "content/stacks.yaml")).toContain('  name: "Java SE"\n');

  view.entries[1].id = "java";
  const wrong = [{ path: "content/stacks.yaml", raw: JSON.stringify(view) }];
  const refused = await api({ action: "persistEntry", params: { dataFiles: wrong, assets: [] } });
  expect(refused.status).toBe(422);
  expect((await refused.json()).error).toBe(
    [
      "Not saved (see CONTENT.md):",
      'content/stacks.yaml: entry "java" field "id": duplicate id "java" (also entry 1)',
    ].join("\n"),
  );
});

test("images are listed and uploaded through decap-server, inside content/images/ only", async () => {
  const listed = await api({ action: "getMedia", params: { mediaFolder: "content/images/logos" } });
  expect(listed.status).toBe(200);
  expect((await listed.json()).map(({ name }: { name: string }) => name)).toContain("contoso.svg");

  const asset = { content: Buffer.from("<svg/>").toString("base64"), encoding: "base64" };
  const uploaded = await api({
    action: "persistMedia",
    params: {
      asset: { ...asset, path: "content/images/logos/acme.svg" },
      options: { commitMessage: "Upload acme.svg" },
    },
  });
  expect(uploaded.status).toBe(200);
  expect(readIn(root, "content/images/logos/acme.svg")).toBe("<svg/>");

  for (const outside of ["gatsby-node.ts", "content/images/../site.yaml", "static/x.svg"]) {
    const refused = await api({
      action: "persistMedia",
      params: { asset: { ...asset, path: outside } },
    });
    expect({ outside, status: refused.status }).toEqual({ outside, status: 403 });
  }
});

test("files other than the content's are not the editor's", async () => {
  const response = await api({ action: "getEntry", params: { path: "package.json" } });
  expect(response.status).toBe(422);
  const save = await api({
    action: "persistEntry",
    params: { dataFiles: [{ path: "gatsby-config.ts", raw: "{}" }], assets: [] },
  });
  expect(save.status).toBe(403);
  const listing = await api({
    action: "entriesByFolder",
    params: { folder: "src", extension: "ts", depth: 1 },
  });
  expect(listing.status).toBe(403);
});

test("the API answers only its own page, on this machine", async () => {
  const request = { action: "getEntry", params: { path: "content/site.yaml" } };
  expect((await api(request)).status).toBe(200);
  // Another site open in the same browser (Gatsby's development server allows every origin).
  expect((await api(request, { Origin: "https://example.com" })).status).toBe(403);
  // A DNS-rebinding page: its own host name, resolved to this machine.
  const rebound = { Host: "attacker.example", Origin: "http://attacker.example" };
  expect((await api(request, rebound)).status).toBe(403);
});
