import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for post bodies: structure and emphasis, links (http, https, mailto) and images
 * (https or our own attachments, /v2/board/attachments/). Everything else (scripts, event handlers, styles, iframes, SVG) goes.
 */
const POST_BODY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "a",
    "img",
    "pre",
    "code",
    "hr",
  ],
  allowedAttributes: { a: ["href"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Relative image sources are not schemes, so allowedSchemesByTag alone would keep `src="x"`.
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !/^(https:\/\/|\/v2\/board\/attachments\/\d+$)/.test(frame.attribs.src ?? ""),
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer", target: "_blank" }),
  },
};

/** Sanitised HTML of a post body, safe to render with dangerouslySetInnerHTML. */
export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, {
    ...POST_BODY,
    allowedAttributes: { ...POST_BODY.allowedAttributes, a: ["href", "rel", "target"] },
  }).trim();
}

/** The text of a body (search, excerpts, emptiness check). */
export function plainTextOf(html: string): string {
  // Line and block ends become spaces so words of adjacent paragraphs do not run together.
  const spaced = html.replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote|\/pre)\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
