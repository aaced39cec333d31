import { LIBRARY_MAX_FILES, UPLOAD_PURPOSES, UPLOAD_RULES } from "@common/images";
import { INPUT_TEXT, problemInJson } from "@common/input-rules";
import { DATA_TEXT, IMPORT_MAX_MB } from "@common/schemas/data";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./errors";

/**
 * What every request must pass before any route reads it: a body no larger than its route's
 * limit (refused with 413 from the Content-Length, or as soon as a streamed body passes it), no
 * NUL in the address, and a JSON body that parses, is not nested absurdly deep and holds no NUL.
 * One place, so no route — ours or better-auth's — can forget it.
 */

const KB = 1024;

type BodyRule = {
  path: RegExp;
  maxBytes: number;
  tooLarge?: () => ApiError;
  /**
   * The route reads its JSON body itself (readJsonBody) and answers bad JSON in its own words: a
   * whole site's export file is parsed once, not once here and again in the route.
   */
  jsonByRoute?: { invalid: () => ApiError };
  /** The route takes the body as bytes, whatever its type: only its size is checked here. */
  bytes?: true;
};

/**
 * Each upload's limit, from its purpose's rule: the file limit (times the files one library
 * upload may carry) plus room for the multipart envelope, refused with the purpose's own words.
 */
const UPLOAD_BODY_RULES: BodyRule[] = UPLOAD_PURPOSES.map((purpose) => {
  const rule = UPLOAD_RULES[purpose];
  const files = purpose === "library" ? LIBRARY_MAX_FILES : 1;
  return {
    path: new RegExp(`^${rule.path.replaceAll("/", "\\/")}$`),
    maxBytes: files * rule.maxBytes + 64 * KB,
    tooLarge: () =>
      new ApiError(413, "file_too_large", rule.tooLarge, { [files > 1 ? "files" : "file"]: rule.tooLarge }),
  };
});

/** First match wins. */
export const BODY_RULES: readonly BodyRule[] = [
  ...UPLOAD_BODY_RULES,
  // A whole site's export file (Data Management: validate and import).
  {
    path: /^\/api\/v1\/admin\/data\/(validate|import)$/,
    maxBytes: IMPORT_MAX_MB * 1024 * KB,
    tooLarge: () => new ApiError(413, "file_too_large", DATA_TEXT.fileTooLarge(IMPORT_MAX_MB)),
    jsonByRoute: { invalid: () => new ApiError(400, "invalid_json", DATA_TEXT.invalidJson) },
  },
  // Blog posts and custom code reach 100,000 characters.
  { path: /^\/api\/v1\/admin\//, maxBytes: 1024 * KB },
  // Sign-in and sign-up: roomy enough that an over-long name gets the registration rules' own
  // message (400) rather than a bare 413, small enough to bound what a request costs.
  { path: /^\/api\/auth\//, maxBytes: 2048 * KB },
  // A forwarded e-mail, attachments included.
  {
    path: /^\/api\/v1\/inbound-email$/,
    maxBytes: 10 * 1024 * KB,
    tooLarge: () => new ApiError(413, "too_large", "The message is larger than 10 MB."),
    bytes: true,
  },
  // The public forms, client accounts and anything else.
  { path: /^/, maxBytes: 64 * KB },
];

export function bodyRuleFor(path: string): BodyRule {
  const rule = BODY_RULES.find((r) => r.path.test(path));
  if (!rule) throw new Error(`no body rule matches ${path}`);
  return rule;
}

const tooLarge = (rule: BodyRule) =>
  rule.tooLarge?.() ?? new ApiError(413, "too_large", INPUT_TEXT.tooLarge(rule.maxBytes));

const limiters = new Map<BodyRule, MiddlewareHandler>(
  BODY_RULES.map((rule) => [
    rule,
    bodyLimit({
      maxSize: rule.maxBytes,
      onError: () => {
        throw tooLarge(rule);
      },
    }),
  ]),
);

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    // "%00" anywhere in the address decodes to NUL, in a path segment or a query value.
    if (c.req.url.includes("\0") || /%00/i.test(c.req.url))
      throw new ApiError(400, "invalid_text", INPUT_TEXT.nul);
    // GET and HEAD carry no body; asking a Node request for its body builds a whole fetch Request.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const rule = bodyRuleFor(c.req.path);
    const inspected = async () => {
      if (!rule.jsonByRoute && !rule.bytes && JSON_TYPE.test(c.req.header("content-type") ?? "")) {
        await inspectJsonBody(c);
      }
      await next();
    };
    // A declared length is judged as it stands, and the body is then read straight off the
    // connection, which Node's parser holds to that length. Only a streamed body goes through
    // bodyLimit, whose fetch Request and web stream cost a small form more than its own insert.
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(length) > rule.maxBytes) throw tooLarge(rule);
      return inspected();
    }
    if (!c.req.raw.body) return next();
    return limiters.get(rule)?.(c, inspected);
  };
}

/** Parses the body once (Hono keeps the text for the route's own validator) and inspects it. */
async function inspectJsonBody(c: Context) {
  const text = await c.req.text();
  if (text.trim() === "") return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", INPUT_TEXT.invalidJson);
  }
  const problem = problemInJson(value);
  if (problem?.kind === "too_deep") throw new ApiError(400, "too_deep", INPUT_TEXT.tooDeep);
  if (problem?.kind === "nul") {
    throw new ApiError(400, "invalid_text", INPUT_TEXT.nul, { [problem.path || "_"]: INPUT_TEXT.nul });
  }
}

/**
 * The body of a route whose rule reads JSON itself (`jsonByRoute`), parsed once; whatever the
 * content type, since a browser may send an uploaded file as it is. Read from the raw request so
 * the text is not kept for the rest of the request. Values are not walked for depth and NUL as
 * inspectJsonBody does: the route checks the shape it needs, and the database refuses NUL in text.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const rule = bodyRuleFor(c.req.path);
  if (!rule.jsonByRoute) throw new Error(`${c.req.path} does not read its own JSON body`);
  const text = c.req.raw.body ? await c.req.raw.text() : "";
  try {
    return JSON.parse(text);
  } catch {
    throw rule.jsonByRoute.invalid();
  }
}
