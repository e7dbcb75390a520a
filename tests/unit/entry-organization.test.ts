/** @jest-environment node */
import { experienceOrganization, initialsOf, schoolOrganization } from "../../src/content/initials";

describe("the organization whose initials stand in for a missing logo", () => {
  it("is the content's `organization` when the entry names one", () => {
    const job = { organization: "Northwind Bank", title: "Engineer, Northwind Finance" };
    expect(experienceOrganization(job)).toBe("Northwind Bank");
    const step = {
      organization: "Université Paris-Saclay",
      location: "Paris-Saclay University, Orsay",
      title: "Master's degree",
    };
    expect(initialsOf(schoolOrganization(step))).toBe("UP");
  });

  it("else the end of an experience's title", () => {
    const job = { organization: null, title: "Software developer intern, Fabrikam" };
    expect(experienceOrganization(job)).toBe("Fabrikam");
  });

  it("else the start of a timeline step's location, or its title", () => {
    const step = { organization: null, location: "Lycée Henri-IV, Paris", title: "Baccalauréat" };
    expect(initialsOf(schoolOrganization(step))).toBe("LH");
    expect(schoolOrganization({ ...step, location: null })).toBe("Baccalauréat");
  });
});
