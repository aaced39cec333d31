import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { messageText, toolCalls, toolLabel, toTurns } from "./chat-messages";

const user = (id: string, text: string): UIMessage => ({ id, role: "user", parts: [{ type: "text", text }] });

const answer: UIMessage = {
  id: "a1",
  role: "assistant",
  parts: [
    { type: "step-start" },
    {
      type: "tool-find_quote_requests",
      toolCallId: "call-1",
      state: "output-available",
      input: { status: "new" },
      output: [],
    },
    { type: "dynamic-tool", toolName: "stats", toolCallId: "call-2", state: "input-available", input: {} },
    { type: "text", text: "There are **3**." },
    { type: "text", text: "Two are urgent." },
  ],
};

describe("chat messages", () => {
  it("joins an answer's text parts and lists its tool calls as lines", () => {
    expect(messageText(answer)).toBe("There are **3**.\n\nTwo are urgent.");
    expect(toolCalls(answer)).toEqual([
      { id: "call-1", label: "Looked up quote requests…" },
      { id: "call-2", label: "Looked up statistics…" },
    ]);
  });

  it("names an unknown tool from its id", () => {
    expect(toolLabel("find_team_members")).toBe("Looked up team members…");
    expect(toolLabel("recentBlogPosts")).toBe("Looked up recent blog posts…");
    expect(toolLabel("find_")).toBe("Looked up your data…");
  });

  it("groups a conversation into questions and their answers", () => {
    const turns = toTurns([user("u1", "Hi"), answer, user("u2", "More?")]);
    expect(turns.map((t) => [t.question?.id, t.answers.map((a) => a.id)])).toEqual([
      ["u1", ["a1"]],
      ["u2", []],
    ]);
    expect(toTurns([answer])).toEqual([{ question: null, answers: [answer] }]);
  });
});
