import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Markdown to safe HTML. Pure (unified + rehype-sanitize), so it runs on the server (blog posts
 * written in Markdown by staff, the migration guide) and in the browser (the AI chat's answers as
 * they stream in). Only server code and the back office's AI chunk import it: public pages' bundles
 * do not carry it.
 *
 * Markdown (with GitHub's extensions: tables, task lists, strikethrough, footnotes, autolinks) is
 * parsed, inline HTML is re-parsed into the same tree, and the tree is then cleaned against an
 * allow-list derived from GitHub's: no script, style, iframe, object, embed or form elements, no
 * `on*` or `style` attributes, and URLs only with http(s), mailto and tel (links) or relative addresses —
 * `javascript:`, `data:` and `vbscript:` URLs are dropped. Element ids are prefixed
 * (`user-content-`) so content cannot clobber the page's globals; in-page `#fragment` links are
 * prefixed to match. Headings are shifted down one level, because the page's own <h1> is the
 * post's title.
 */

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
};

const CLOBBER_PREFIX = "user-content-";

const schema = {
  ...defaultSchema,
  clobberPrefix: CLOBBER_PREFIX,
  // Pages carry the agency's phone number: `tel:` links too (GitHub's list has mailto, not tel).
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), "tel"] },
  // Removed together with their content (the rest of the disallowed elements are unwrapped).
  strip: ["script", "style", "iframe", "noscript", "template", "textarea", "title", "object", "embed", "svg"],
};

function walk(node: HastNode, visit: (node: HastNode) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** <h1>…<h5> become one level lower, so the article's outline sits under the page's title. */
function rehypeShiftHeadings() {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      const match = node.type === "element" ? /^h([1-5])$/.exec(node.tagName ?? "") : null;
      if (match) node.tagName = `h${Number(match[1]) + 1}`;
    });
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `#section` links point at the prefixed ids the sanitiser writes. */
function rehypePrefixFragmentLinks() {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      if (node.type !== "element" || node.tagName !== "a" || !node.properties) return;
      const href = node.properties.href;
      if (typeof href === "string" && href.startsWith("#") && href.length > 1) {
        const target = safeDecode(href.slice(1));
        node.properties.href = `#${target.startsWith(CLOBBER_PREFIX) ? target : CLOBBER_PREFIX + target}`;
      }
    });
  };
}

const URL_PROPERTIES = ["href", "src", "cite", "longDesc"];
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A URL's scheme is case-insensitive (RFC 3986), the sanitiser's list is not: `TEL:` and `MAILTO:`
 * are written in lower case so they are judged like `tel:` and `mailto:` (and `JavaScript:` still
 * fails as `javascript:`).
 */
function rehypeLowerCaseSchemes() {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      if (node.type !== "element" || !node.properties) return;
      for (const name of URL_PROPERTIES) {
        const value = node.properties[name];
        if (typeof value === "string") {
          node.properties[name] = value.replace(SCHEME, (scheme) => scheme.toLowerCase());
        }
      }
    });
  };
}

/**
 * Images in posts load lazily; external links do not hand the page to the other site (and, in a
 * chat answer, open in a new tab so the conversation stays).
 */
function rehypeFinishing(options: { newTab: boolean }) {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      if (node.type !== "element" || !node.properties) return;
      if (node.tagName === "img") {
        node.properties.loading = "lazy";
        node.properties.decoding = "async";
        if (typeof node.properties.alt !== "string") node.properties.alt = "";
      }
      if (node.tagName === "a" && typeof node.properties.href === "string") {
        if (/^https?:\/\//i.test(node.properties.href)) {
          node.properties.rel = ["noopener", "noreferrer"];
          if (options.newTab) node.properties.target = "_blank";
        }
      }
    });
  };
}

/**
 * A model's answer may repeat text a visitor wrote (a quote request's description), so it is
 * treated as hostile: besides the blog's rules, it shows no images at all — an image URL the
 * browser fetches by itself could carry the site's data to another server.
 */
const chatSchema = {
  ...schema,
  tagNames: (schema.tagNames ?? []).filter((tag) => tag !== "img" && tag !== "picture" && tag !== "source"),
};

function processorFor(kind: "article" | "chat") {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      // Footnote ids get their prefix from the sanitiser (and links from rehypePrefixFragmentLinks).
      .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: "" })
      .use(rehypeRaw)
      .use(rehypeShiftHeadings)
      .use(rehypePrefixFragmentLinks)
      .use(rehypeLowerCaseSchemes)
      .use(rehypeSanitize, kind === "chat" ? chatSchema : schema)
      .use(rehypeFinishing, { newTab: kind === "chat" })
      .use(rehypeStringify)
  );
}

const articleProcessor = processorFor("article");
let chatProcessor: ReturnType<typeof processorFor> | undefined;

/** Markdown → sanitised HTML, safe to put into the page as it is. */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return "";
  return String(articleProcessor.processSync(markdown));
}

/**
 * An AI chat answer → sanitised HTML, also while it is still arriving: any prefix of an answer
 * (an unclosed tag, half a link) renders as safely as the whole. No images; external links open in
 * a new tab.
 */
export function renderChatMarkdown(markdown: string): string {
  if (!markdown.trim()) return "";
  chatProcessor ??= processorFor("chat");
  return String(chatProcessor.processSync(markdown));
}

type MdNode = { type: string; value?: string; alt?: string; children?: MdNode[] };

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The first words of a Markdown text as plain text (for list excerpts and meta descriptions):
 * markup, HTML and code blocks left out, whitespace collapsed, cut at a word boundary.
 */
export function markdownToPlainText(markdown: string, maxLength = 200): string {
  const tree = parser.parse(markdown) as MdNode;
  const parts: string[] = [];
  const collect = (node: MdNode) => {
    if (node.type === "code" || node.type === "html" || node.type === "footnoteDefinition") return;
    if (node.type === "text" || node.type === "inlineCode") parts.push(node.value ?? "");
    if (node.type === "image" && node.alt) parts.push(node.alt);
    for (const child of node.children ?? []) collect(child);
    if (node.type === "paragraph" || node.type === "heading" || node.type === "listItem") parts.push(" ");
  };
  collect(tree);
  const text = parts.join("").replace(/\s+/g, " ").trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).replace(/[\s.,;:!?-]+$/, "")}…`;
}
