// Stored-XSS probes, after the OWASP XSS Filter Evasion Cheat Sheet plus modern vectors (SVG/MathML
// mutation XSS, srcdoc, template injection) and the ones aimed at our own server-side string building
// (JSON inside <script>, U+2028, String.prototype.replace's "$'" patterns). Every executable part calls
// `__xss(id)` or opens a dialog, so a probe that runs anywhere is caught by the browser test's sentinels.

export interface XssPayload {
  id: number;
  /** Stored as typed by an attacker. */
  text: string;
  /**
   * The harmless words the rich-text sanitiser must keep (link text, text inside a dropped tag). Absent when
   * the probe holds no prose of its own.
   */
  keeps?: string;
  /**
   * An unterminated tag, quote or raw-text element: it swallows whatever follows it (into its attributes,
   * or into an element whose content the sanitiser drops), so rich-text documents put these last.
   */
  swallowsRest?: true;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { id: 1, text: "<script>__xss(1)</script>" },
  { id: 2, text: "<img src=x onerror=__xss(2)>" },
  { id: 3, text: "<svg onload=__xss(3)>" },
  { id: 4, text: "<svg/onload=__xss(4)//", swallowsRest: true },
  { id: 5, text: '<a href="javascript:__xss(5)">lnk-five</a>', keeps: "lnk-five" },
  { id: 6, text: '<a href="&#106;avascript:__xss(6)">lnk-six</a>', keeps: "lnk-six" },
  { id: 7, text: '<a href="jav&#x09;ascript:__xss(7)">lnk-seven</a>', keeps: "lnk-seven" },
  { id: 8, text: '<a href=" &#14;  javascript:__xss(8)">lnk-eight</a>', keeps: "lnk-eight" },
  { id: 9, text: '<a href="JaVaScRiPt:__xss(9)">lnk-nine</a>', keeps: "lnk-nine" },
  { id: 10, text: '<iframe srcdoc="<script>parent.__xss(10)</script>"></iframe>' },
  { id: 11, text: "<body onload=__xss(11)>" },
  { id: 12, text: '<div style="background:url(javascript:__xss(12))">sty-twelve</div>', keeps: "sty-twelve" },
  { id: 13, text: '<p style="width:expression(__xss(13))">sty-thirteen</p>', keeps: "sty-thirteen" },
  { id: 14, text: "<math><mtext><table><mglyph><style><img src=x onerror=__xss(14)>", swallowsRest: true },
  { id: 15, text: "<xss onfocus=__xss(15) autofocus tabindex=1>tag-fifteen</xss>", keeps: "tag-fifteen" },
  { id: 16, text: '"><script>__xss(16)</script>' },
  { id: 17, text: "'><img src=x onerror=__xss(17)>" },
  { id: 18, text: "</textarea><script>__xss(18)</script>" },
  { id: 19, text: "</title><script>__xss(19)</script>" },
  { id: 20, text: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgyMCk8L3NjcmlwdD4=">dat-twenty</a>', keeps: "dat-twenty" },
  { id: 21, text: "<IMG SRC=# OnErRoR=__xss(21)>" },
  { id: 22, text: '<img src=x onerror="&#95;&#95;xss(22)">' },
  { id: 23, text: "<img src=x onerror=\\u005f_xss(23)>" },
  { id: 24, text: "<details open ontoggle=__xss(24)>" },
  { id: 25, text: "{{constructor.constructor('__xss(25)')()}}", keeps: "{{constructor.constructor('__xss(25)')()}}" },
  { id: 26, text: "<style>@import 'javascript:__xss(26)';</style>" },
  { id: 27, text: '<object data="javascript:__xss(27)"></object>' },
  { id: 28, text: '<embed src="javascript:__xss(28)">' },
  { id: 29, text: "<form><button formaction=javascript:__xss(29)>btn-29</button></form>", keeps: "btn-29" },
  { id: 30, text: "<input autofocus onfocus=__xss(30)>" },
  { id: 31, text: '<noscript><p title="</noscript><img src=x onerror=__xss(31)>">', swallowsRest: true },
  { id: 32, text: '<a href="https://example.com/" onclick=__xss(32)>clk-32</a>', keeps: "clk-32" },
  { id: 33, text: "\u2028</script><script>__xss(33)</script>" },
  { id: 34, text: "<!--<script>--></script><script>__xss(34)</script>" },
  { id: 35, text: "$'$`$&<img src=x onerror=__xss(35)>" },
  { id: 36, text: "javascript:__xss(36)", keeps: "javascript:__xss(36)" },
  { id: 37, text: '<meta http-equiv="refresh" content="0;url=javascript:__xss(37)">' },
  { id: 38, text: '<base href="javascript:__xss(38)//">' },
  { id: 39, text: "<svg><animate onbegin=__xss(39) attributeName=x dur=1s>" },
  { id: 40, text: "<scr<script>ipt>__xss(40)</scr</script>ipt>" },
  { id: 41, text: "%3Cscript%3E__xss(41)%3C/script%3E", keeps: "%3Cscript%3E__xss(41)%3C/script%3E" },
  { id: 42, text: "&lt;script&gt;__xss(42)&lt;/script&gt;", keeps: "<script>__xss(42)</script>" },
  { id: 43, text: "<img src=x:alert(43) onerror=eval(src)>" },
  { id: 44, text: "<script>alert(44)</script>" },
  { id: 45, text: '<a href="vbscript:msgbox(45)">vbs-45</a>', keeps: "vbs-45" },
  { id: 46, text: '<img src="x` onerror=__xss(46)>', swallowsRest: true },
];

function byId(id: number): XssPayload {
  const payload = XSS_PAYLOADS.find((p) => p.id === id);
  if (!payload) throw new Error(`no payload ${id}`);
  return payload;
}

/** The chosen probes, joined by spaces, e.g. for one field that must hold a particular mix. */
export function payloadText(...ids: number[]): string {
  return ids.map((id) => byId(id).text).join(" ");
}

/**
 * As many probes as fit in `max` characters (JS length, as zod counts), starting from the `from`-th and
 * wrapping, so fields of different sizes carry different mixes; `prefix` leads, to tell fields apart.
 */
export function packPayloads(max: number, from = 0, prefix = ""): string {
  let text = prefix;
  for (let i = 0; i < XSS_PAYLOADS.length; i++) {
    const next = XSS_PAYLOADS[(from + i) % XSS_PAYLOADS.length]!.text;
    const joined = text ? `${text} ${next}` : next;
    if (joined.length > max) continue;
    text = joined;
  }
  return text;
}

/** Probes short enough for one tag or skill chip. */
export function shortPayloads(max: number, count: number): string[] {
  return XSS_PAYLOADS.filter((p) => p.text.length <= max && p.text.trim() === p.text).slice(0, count).map((p) => p.text);
}

export const RICH_LEAD = "安全测试说明：这一段是正常的活动介绍，";
export const RICH_LEAD_BOLD = "加粗的文字必须保留";

/** A rich description: harmless formatted prose first, then every probe in its own labelled paragraph. */
export function richTextDocument(): string {
  const ordered = [...XSS_PAYLOADS.filter((p) => !p.swallowsRest), ...XSS_PAYLOADS.filter((p) => p.swallowsRest)];
  return [
    `<h2>XSS 样本</h2><p>${RICH_LEAD}<strong>${RICH_LEAD_BOLD}</strong>。</p>`,
    ...ordered.map((p) => `<p>样本-${p.id}：${p.text}</p>`),
  ].join("\n");
}

/** Labels of the probes that precede every swallowing one in `richTextDocument()`, so must still show. */
export function richTextLabels(): string[] {
  return XSS_PAYLOADS.filter((p) => !p.swallowsRest).map((p) => `样本-${p.id}：`);
}
