/**
 * The FAQ's shape and how its answers are filled in. Answers are plain text with placeholders
 * filled from site settings: {site} (company name), {email}, {phone} and {response} (the
 * response-time promise, as a sentence). The same text feeds the visible answer and the FAQPage
 * structured data. The questions themselves are in app/content/faq.ts.
 */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  /** A page that tells more. */
  link?: { to: string; label: string };
};

export type FaqGroup = { id: string; title: string; items: FaqItem[] };

export type FaqValues = {
  site: string;
  email: string | null | undefined;
  phone: string | null | undefined;
  response: string | null | undefined;
};

/** The response-time promise from settings as one sentence. */
export function responseSentence(promise: string | null | undefined): string {
  const text = promise?.trim().replace(/[.!]+$/, "");
  return text ? `${text}.` : "We reply as soon as we can on business days.";
}

export type AnswerPart =
  | { kind: "text"; text: string }
  | { kind: "email"; email: string }
  | { kind: "phone"; phone: string }
  | { kind: "contact-page"; text: string };

/** An answer split into text and the links its placeholders stand for. */
export function answerParts(answer: string, values: FaqValues): AnswerPart[] {
  const parts: AnswerPart[] = [];
  for (const piece of answer.split(/(\{(?:site|email|phone|response)\})/)) {
    if (!piece) continue;
    if (piece === "{site}") parts.push({ kind: "text", text: values.site });
    else if (piece === "{response}") parts.push({ kind: "text", text: responseSentence(values.response) });
    else if (piece === "{email}")
      parts.push(
        values.email
          ? { kind: "email", email: values.email }
          : { kind: "contact-page", text: "our contact page" },
      );
    else if (piece === "{phone}")
      parts.push(
        values.phone
          ? { kind: "phone", phone: values.phone }
          : { kind: "contact-page", text: "the number on our contact page" },
      );
    else parts.push({ kind: "text", text: piece });
  }
  return parts;
}

/** The answer as plain text (for structured data). */
export function answerText(answer: string, values: FaqValues): string {
  return answerParts(answer, values)
    .map((part) => (part.kind === "email" ? part.email : part.kind === "phone" ? part.phone : part.text))
    .join("");
}
