/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { SKILL_ICONS } from "../../src/components/skill-icon";
import { socialProfiles } from "../../src/social/social-profiles";
import { repoRoot } from "./content-fixture";

const sprite = fs.readFileSync(path.join(repoRoot, "static/icons.svg"), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

test("static/icons.svg draws every icon the components ask for, each once", () => {
  const networks = socialProfiles({ linkedin: "", github: "", gitlab: "" }).map(
    (profile) => profile.network,
  );
  const asked = [
    ...SKILL_ICONS.map((icon) => `skill-${icon}`),
    "skill-sparkle",
    ...networks.map((network) => `social-${network}`),
    "language",
  ];
  expect([...symbols].sort()).toEqual([...asked].sort());
});

test("every skill category of the sample content has an icon of its own", () => {
  const categories = load(fs.readFileSync(path.join(repoRoot, "content/skills.yaml"), "utf8")) as {
    id: string;
  }[];
  expect(categories.map((category) => category.id).sort()).toEqual([...SKILL_ICONS].sort());
});
