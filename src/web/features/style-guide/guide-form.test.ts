import { EMPTY_ORGANIZATION_GUIDE, EMPTY_PERSONAL_GUIDE, organizationGuideSchema } from "@shared/style-guide";
import { describe, expect, it } from "vitest";
import { EMPTY_TERM, fieldOf, formErrors, type GuideFormValues, guideResolver, toBody, toForm } from "./guide-form";

const term = (avoid: string, prefer: string) => ({ ...EMPTY_TERM, avoid, prefer });
const form = (change: Partial<GuideFormValues>): GuideFormValues => ({
  ...toForm(EMPTY_ORGANIZATION_GUIDE, "organization"),
  ...change,
});
const resolve = (kind: "organization" | "personal", values: GuideFormValues) =>
  guideResolver(kind)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the style guide form", () => {
  it("names the field of a problem's path as react-hook-form does", () => {
    expect(fieldOf(["terms", 3, "avoid"])).toBe("terms.3.avoid");
    expect(fieldOf(["terms", 0, "prefer"])).toBe("terms.0.prefer");
    expect(fieldOf(["terms", 2])).toBe("terms.2.avoid");
    expect(fieldOf(["terms"])).toBe("terms.root");
    expect(fieldOf(["examples", 1])).toBe("examples.1.text");
    expect(fieldOf(["examples"])).toBe("examples.root");
    expect(fieldOf(["voice"])).toBe("voice");
    expect(fieldOf([])).toBeNull();
  });

  it("sends the guide as typed: example boxes in place, the organization's switch only for an organization", () => {
    const values = form({ examples: [{ text: "" }, { text: "Hello there." }], allowPersonalVoice: false });
    expect(toBody(values, "organization")).toMatchObject({ examples: ["", "Hello there."], allowPersonalVoice: false });
    expect(toBody(values, "personal")).not.toHaveProperty("allowPersonalVoice");
    expect(toForm(EMPTY_PERSONAL_GUIDE, "personal")).not.toHaveProperty("allowPersonalVoice");
    // What the server saves reads back as the same form.
    const saved = organizationGuideSchema.parse(toBody(form({ terms: [term("utilize", "use")] }), "organization"));
    expect(toForm(saved, "organization")).toEqual(form({ terms: [term("utilize", "use")] }));
  });

  it("puts the schema's problems at their fields, the first one at each", async () => {
    const result = await resolve(
      "organization",
      form({
        terms: [term("utilize", "use"), term("Utilize", ""), term("leverage", "use")],
        examples: [{ text: "x".repeat(3001) }],
      }),
    );
    expect(result.values).toEqual({});
    const errors = result.errors as ReturnType<typeof formErrors>;
    expect(errors.terms?.[1]?.prefer?.message).toBe("Each term needs the words to use instead.");
    expect(errors.terms?.[0]).toBeUndefined();
    expect(errors.examples?.[0]?.text?.message).toBe("An example text is at most 3000 characters.");
  });

  it("refuses a term listed twice at the second one's Avoid field", async () => {
    const result = await resolve("personal", form({ terms: [term("utilize", "use"), term("UTILIZE", "employ")] }));
    const errors = result.errors as ReturnType<typeof formErrors>;
    expect(errors.terms?.[1]?.avoid?.message).toBe("“UTILIZE” is listed twice.");
  });

  it("passes a valid guide through unchanged", async () => {
    const values = form({ terms: [term("utilize", "use")], spelling: "uk", voice: "Plain." });
    expect(await resolve("organization", values)).toEqual({ values, errors: {} });
  });

  it("says when the list itself is too long", () => {
    const errors = formErrors([{ path: ["terms"], message: "A style guide holds at most 500 terms." }]);
    expect(errors.terms?.root?.message).toBe("A style guide holds at most 500 terms.");
  });
});
