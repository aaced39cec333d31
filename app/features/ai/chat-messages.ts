import { getToolName, isTextUIPart, isToolUIPart, type UIMessage } from "ai";

/** The chat's messages as the panel shows them: text, tool lines, question-and-answer turns. */

/** A message's text parts, joined (what Copy copies: the answer's Markdown). */
export function messageText(message: UIMessage): string {
  return message.parts
    .filter(isTextUIPart)
    .map((part) => part.text)
    .join("\n\n");
}

/** The tools the model called in an answer, each as its line. */
export function toolCalls(message: UIMessage): { id: string; label: string }[] {
  return message.parts.filter(isToolUIPart).map((part) => ({
    id: part.toolCallId,
    label: toolLabel(getToolName(part)),
  }));
}

/** A question and the answer(s) to it; an answer with no question before it has none. */
export type Turn = { question: UIMessage | null; answers: UIMessage[] };

export function toTurns(messages: UIMessage[]): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    const current = turns.at(-1);
    if (message.role === "user" || !current) {
      turns.push(
        message.role === "user" ? { question: message, answers: [] } : { question: null, answers: [message] },
      );
    } else {
      current.answers.push(message);
    }
  }
  return turns;
}

const TOOL_LABELS: Record<string, string> = {
  find_quote_requests: "Looked up quote requests…",
  quote_requests: "Looked up quote requests…",
  find_contact_messages: "Looked up messages…",
  find_messages: "Looked up messages…",
  stats: "Looked up statistics…",
  daily_volumes: "Looked up daily volumes…",
};

/** A tool the model called, as the small line under the question ("Looked up quote requests…"). */
export function toolLabel(name: string): string {
  const known = TOOL_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/^(find|get|list|search|lookup)_/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return `Looked up ${words || "your data"}…`;
}
