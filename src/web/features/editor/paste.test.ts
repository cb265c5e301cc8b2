import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste";

describe("pasted HTML clean-up", () => {
  it("drops Word's markers, conditionals, styles and spacing paragraphs, and keeps the text", () => {
    const word = `<style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><w:x/></xml><![endif]-->
<h1>Plan<o:p></o:p></h1><p class=MsoNormal>Text <b>bold</b><o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p><![if !supportLists]>kept<![endif]></p>`;
    const clean = cleanPastedHtml(word);
    expect(clean).not.toMatch(/o:p|<style|<xml|<!\[if|mso 9/);
    expect(clean).toContain("<h1>Plan</h1>");
    expect(clean).toContain("<b>bold</b>");
    expect(clean).toContain("<p>kept</p>");
    expect(clean).not.toMatch(/<p[^>]*>\s*<\/p>/);
  });

  it("unwraps Google Docs' normal-weight <b> around the whole paste", () => {
    const docs = `<b style="font-weight:normal;" id="docs-internal-guid-1"><p>One</p><p><b>Two</b></p></b>`;
    expect(cleanPastedHtml(docs)).toBe("<p>One</p><p><b>Two</b></p>");
  });
});
