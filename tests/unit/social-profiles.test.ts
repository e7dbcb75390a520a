/** @jest-environment node */
import { socialProfiles } from "../../src/social/social-profiles";

const links = {
  linkedin: "https://www.linkedin.com/in/camille",
  github: "https://github.com/camille",
  gitlab: "https://gitlab.com/camille",
};

test("every profile of the content, in the page's order, with its address and label", () => {
  expect(socialProfiles(links)).toEqual([
    { network: "linkedin", href: links.linkedin, label: "contact.links.linkedin", main: true },
    { network: "github", href: links.github, label: "contact.links.github", main: true },
    { network: "gitlab", href: links.gitlab, label: "contact.links.gitlab", main: false },
  ]);
});

test("the main profiles, the ones the footer links: LinkedIn and GitHub", () => {
  expect(socialProfiles(links, { mainOnly: true }).map((profile) => profile.href)).toEqual([
    links.linkedin,
    links.github,
  ]);
});
