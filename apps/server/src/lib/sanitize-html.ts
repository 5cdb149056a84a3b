import { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_SCHEMES } from "@commons/domain";
import sanitizeHtml from "sanitize-html";

// Stored HTML is never trusted: an event's rich description is sanitised on write with an allow-list
// (design: "sanitise on write, render only sanitised HTML"). Anything not listed is dropped; the text
// inside a dropped formatting tag survives, the content of script/style/iframe-like tags does not.

/** Control characters and whitespace inside a URL are how `java\tscript:` slips past naive checks. */
const SUSPICIOUS_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/;

function isAllowedHref(href: string): boolean {
  if (SUSPICIOUS_URL_CHARS.test(href)) return false;
  try {
    const url = new URL(href);
    return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** Images only from the web (http/https) or from our own storage (/files/…), never data: or javascript:. */
function isAllowedImageSrc(src: string): boolean {
  if (SUSPICIOUS_URL_CHARS.test(src)) return false;
  if (src.startsWith("/files/")) return !src.includes("..") && !src.includes("\\");
  try {
    const url = new URL(src);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Text in an unknown tag is kept (escaped); the content of these is code or chrome, never prose.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template", "title", "xmp", "noembed", "noframes", "plaintext"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = {};
      // A link keeps its text even when its target is refused; new tabs never get a handle on our page.
      if (href && isAllowedHref(href)) Object.assign(kept, { href, rel: "noopener noreferrer nofollow", target: "_blank" });
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (src && isAllowedImageSrc(src)) {
        kept.src = src;
        if (attribs.alt) kept.alt = attribs.alt;
      }
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was refused is removed entirely rather than left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** The allow-listed HTML for an event's rich description; empty output means "no description". */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * The `src` of every image in rich text, decoded as a browser reads it (`&amp;` is `&`). Run on
 * sanitised HTML, so the images whose files must be the author's own can be checked (design rule 8).
 */
export function imageSources(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ["img"],
    allowedAttributes: { img: ["src"] },
    allowedSchemesByTag: options.allowedSchemesByTag,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) found.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return found;
}
