/** @jest-environment node */
import { svgProblem } from "../../src/content/check-svg";

/** An SVG document around `body`, with the namespaces drawing programs declare. */
const svg = (body: string, rootAttributes = "") =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${rootAttributes} viewBox="0 0 48 48">`,
    body,
    "</svg>",
  ].join("\n");

describe("a drawing passes", () => {
  test.each([
    [
      "shapes and a gradient used by #id",
      svg(
        '<defs><linearGradient id="g"/></defs>\n<rect fill="url(#g)" style="stroke: url( \'#g\' )"/>',
      ),
    ],
    ["a link to a part of itself", svg('<use xlink:href="#g"/><use href=" #g "/>')],
    ["an embedded bitmap", svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')],
    [
      "a <style> with references inside the file",
      svg("<style><![CDATA[.a { fill: url(#g) }]]></style>"),
    ],
    [
      "a byte order mark, an XML declaration and a public DOCTYPE",
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        svg("<rect/>"),
    ],
    [
      "a drawing program's own elements and attributes",
      svg(
        '<sodipodi:namedview inkscape:zoom="2"/><metadata><rdf:RDF/></metadata>',
        ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"',
      ),
    ],
  ])("%s", (_name, text) => {
    expect(svgProblem(text)).toBeUndefined();
  });
});

describe("anything but a drawing is named, with its line", () => {
  test.each([
    ["a script", svg("<script>alert(document.cookie)</script>"), "<script> element (line 2)"],
    [
      "a script whose start tag spans lines",
      svg('<g/>\n<script\n  type="text/javascript">alert(1)</script>'),
      "<script> element (line 3)",
    ],
    [
      "a script of the HTML namespace",
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
      "HTML element <h:script> (line 2)",
    ],
    [
      "an HTML frame",
      svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.org/"/>'),
      "HTML element <iframe> (line 2)",
    ],
    [
      "an event handler",
      svg('<g>\n  <rect\n    onload="alert(1)"/>\n</g>'),
      'event handler attribute "onload" of <rect> (line 4)',
    ],
    [
      "an event handler on the root",
      svg("", ' onLoad="alert(1)"'),
      'event handler attribute "onLoad" of <svg> (line 1)',
    ],
    [
      "a foreignObject",
      svg("<foreignObject><p>Hi</p></foreignObject>"),
      "<foreignObject> element (line 2)",
    ],
    [
      "a javascript: link",
      svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
      'reference "javascript:alert(1)" in attribute "xlink:href" of <a> (line 2)',
    ],
    [
      "a javascript: link behind spaces",
      svg('<a href="  javascript:alert(1)"/>'),
      'reference "  javascript:alert(1)" in attribute "href" of <a> (line 2)',
    ],
    [
      "a link to another site",
      svg('<a href="https://example.org/"/>'),
      'reference "https://example.org/" in attribute "href" of <a> (line 2)',
    ],
    [
      "an image from another site",
      svg('<image href="https://example.org/t.png"/>'),
      'reference "https://example.org/t.png" in attribute "href" of <image> (line 2)',
    ],
    [
      "a shape from another file",
      svg('<use href="icons.svg#star"/>'),
      'reference "icons.svg#star" in attribute "href" of <use> (line 2)',
    ],
    [
      "an embedded document where no picture is expected",
      svg('<use href="data:image/svg+xml,&lt;svg/>"/>'),
      'reference "data:image/svg+xml,<svg/>" in attribute "href" of <use> (line 2)',
    ],
    [
      "a url() to elsewhere in a presentation attribute",
      svg('<rect fill="url(https://example.org/p.svg#g)"/>'),
      'reference "https://example.org/p.svg#g" in attribute "fill" of <rect> (line 2)',
    ],
    [
      "a url() written with a CSS escape",
      svg('<rect style="fill: \\75 rl(https://example.org/t)"/>'),
      'reference "https://example.org/t" in attribute "style" of <rect> (line 2)',
    ],
    [
      "a url() in a <style>",
      svg("<style>\nrect { filter: url('https://example.org/f.svg#f') }\n</style>"),
      'reference "https://example.org/f.svg#f" in <style> (line 2)',
    ],
    [
      "an image-set() in a <style>",
      svg(
        '<style><![CDATA[svg { background: image-set("https://example.org/t.png" 1x) }]]></style>',
      ),
      'reference "https://example.org/t.png" in <style> (line 2)',
    ],
    [
      "an @import",
      svg('<style>@import "https://example.org/a.css";</style>'),
      "@import in <style> (line 2)",
    ],
    [
      "an animation that changes a link",
      svg('<a href="#g"><set attributeName="href" to="javascript:alert(1)"/></a>'),
      '<set> that changes a link (attributeName "href") (line 2)',
    ],
    [
      "an xml:base",
      svg("", ' xml:base="https://example.org/"'),
      'attribute "xml:base" of <svg>, which moves its references elsewhere (line 1)',
    ],
    [
      "a style sheet instruction",
      '<?xml-stylesheet type="text/xsl" href="#x"?>\n' + svg(""),
      "<?xml-stylesheet?> instruction (line 1)",
    ],
    [
      "an entity declaration",
      '<!DOCTYPE svg [\n<!ENTITY x "&lt;script>alert(1)&lt;/script>">\n]>\n' + svg("&x;"),
      "entity declared in the DOCTYPE (line 3)",
    ],
    [
      "another kind of document",
      "<html><body/></html>",
      "root element <html> instead of <svg> (line 1)",
    ],
    ["a file cut short", svg("<g><rect/>"), "not well-formed XML, unexpected close tag (line 3)"],
    ["an empty file", "", "not well-formed XML, document must contain a root element (line 1)"],
  ])("%s", (_name, text, expected) => {
    expect(svgProblem(text)).toBe(expected);
  });
});
