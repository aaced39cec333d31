import { Chat, useChat } from "@ai-sdk/react";
import { AI_CHAT_LIMITS, AI_SUGGESTED_QUESTIONS } from "@common/schemas/ai";
import { AI_TEXT, type AiError, type AiSettings } from "@common/schemas/ai-settings";
import { DefaultChatTransport, type UIMessage } from "ai";
import { Bot, Copy, Loader2, RotateCcw, Search, Send, Square } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field-frame";
import { AiErrorDialog } from "~/features/ai-settings/ai-error-dialog";
import { ApiClientError, apiStream } from "~/lib/api";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { messageText, toolCalls, toTurns } from "./chat-messages";
import { aiErrorFromText, aiErrorOf, type ChatGuard, chatGuard, guardOfMessage } from "./guards";
import { GuardNotice } from "./panel";
import { AI_API, useInvalidateAiStats } from "./resource";

export type ChatPanelProps = {
  settings: AiSettings;
  /** "page": the Chat tab (Enter sends); "dialog": the Ask AI dialog (Enter sends, Shift+Enter new line). */
  variant: "page" | "dialog";
  /** Opens the Configure API Key dialog (from the "not configured" guard). */
  onConfigure?: () => void;
};

const loadMarkdown = () => import("./answer-markdown");
const AnswerMarkdown = lazy(loadMarkdown);

/**
 * The chat's request: same-origin cookies (the browser adds its Origin, which the API's CSRF check
 * wants), and a refusal (a guard, a permission) as the API's own error with its words.
 */
const chatFetch: typeof fetch = (input, init) =>
  apiStream(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, {
    method: init?.method ?? "POST",
    body: init?.body ?? undefined,
    headers: init?.headers as Record<string, string> | undefined,
    signal: init?.signal ?? undefined,
  });

function createTransport() {
  return new DefaultChatTransport<UIMessage>({
    api: AI_API.chat,
    credentials: "same-origin",
    fetch: chatFetch,
    // The server takes a short history: the last messages, starting with a question.
    prepareSendMessagesRequest: ({ id, messages }) => {
      let recent = messages.slice(-AI_CHAT_LIMITS.messages);
      while (recent.length > 1 && recent[0]?.role !== "user") recent = recent.slice(1);
      return { body: { id, messages: recent } };
    },
  });
}

/** What the panel remembers beside the chat itself: failures and stops, by the question's id. */
type Outcomes = { failed: Record<string, AiError>; stopped: Record<string, true> };

/**
 * The streamed chat assistant (spec 2 §2 AI Chat Assistant, §8 AI): answers arrive token by token
 * and render as sanitised Markdown; the guards stand in for the input when the AI cannot be asked;
 * a failure is the spec's chat error reply with the provider's message one click away.
 */
export function ChatPanel({ settings, variant, onConfigure }: ChatPanelProps) {
  const guard = chatGuard(settings);
  const [input, setInput] = useState("");
  /** The server refused the question (settings changed elsewhere, no permission): its words. */
  const [refusal, setRefusal] = useState<{ message: string; guard: ChatGuard | null } | null>(null);
  const [outcomes, setOutcomes] = useState<Outcomes>({ failed: {}, stopped: {} });
  const [details, setDetails] = useState<AiError | null>(null);
  const invalidateStats = useInvalidateAiStats();
  const inputRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = useId();

  const [chat] = useState(
    () =>
      new Chat<UIMessage>({
        transport: createTransport(),
        onError: (error) => {
          const question = lastQuestion(chat.messages);
          if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) {
            // Nothing was asked: the question goes back into the input, the refusal is shown.
            chat.messages = chat.messages.filter((m) => m.id !== question?.id);
            if (question) setInput(messageText(question));
            setRefusal({ message: error.message, guard: guardOfMessage(error.message) });
            return;
          }
          const failure =
            error instanceof ApiClientError
              ? aiErrorOf(error.message, error.code, error.status || null)
              : aiErrorFromText(error.message);
          if (question) {
            setOutcomes((o) => ({ ...o, failed: { ...o.failed, [question.id]: failure } }));
          }
          toast.error(AI_TEXT.queryFailed, { description: failure.message });
        },
        onFinish: () => invalidateStats(),
      }),
  );
  const { messages, sendMessage, status, stop, regenerate } = useChat({ chat, experimental_throttle: 40 });
  const busy = status === "submitted" || status === "streaming";

  // A closed dialog (or a section left) ends its answer.
  useEffect(() => () => void chat.stop(), [chat]);
  // The Markdown chunk loads before the first answer needs it, once the AI can be asked.
  useEffect(() => {
    if (!guard) void loadMarkdown();
  }, [guard]);

  // Follow the answer as it grows, unless the reader has scrolled up.
  const stuckToBottom = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation changes
  useEffect(() => {
    const log = logRef.current;
    if (log && stuckToBottom.current) log.scrollTop = log.scrollHeight;
  }, [messages, status]);

  function ask(text: string) {
    const question = text.trim().slice(0, AI_CHAT_LIMITS.questionChars);
    if (!question || busy || guard) return;
    setRefusal(null);
    setInput("");
    stuckToBottom.current = true;
    void sendMessage({ text: question });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    ask(input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.shiftKey) return;
    event.preventDefault();
    ask(input);
  }

  function onStop() {
    const question = lastQuestion(chat.messages);
    if (question) setOutcomes((o) => ({ ...o, stopped: { ...o.stopped, [question.id]: true } }));
    void stop();
    inputRef.current?.focus();
  }

  function startOver() {
    chat.messages = [];
    setOutcomes({ failed: {}, stopped: {} });
    setRefusal(null);
    inputRef.current?.focus();
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(AI_TEXT.copied);
    } catch {
      toast.error("Copy failed", { description: "Your browser did not allow copying to the clipboard." });
    }
  }

  const turns = toTurns(messages);
  const lastTurn = turns.at(-1);
  const waiting =
    busy && (status === "submitted" || !lastTurn?.answers.some((m) => messageText(m).trim() !== ""));
  const shownGuard = guard ?? refusal?.guard ?? null;
  const refusalText = refusal && !refusal.guard ? refusal.message : null;

  return (
    <div
      className={cn(
        "flex flex-col gap-3",
        variant === "page" && "rounded-lg border border-border bg-card p-4",
      )}
    >
      {variant === "page" ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold">AI Chat Assistant</h2>
            <p className="text-sm text-muted">Answers come from your quote requests, messages and content.</p>
          </div>
          {messages.length > 0 ? <StartOver onClick={startOver} disabled={busy} /> : null}
        </div>
      ) : messages.length > 0 ? (
        <div className="flex justify-end">
          <StartOver onClick={startOver} disabled={busy} />
        </div>
      ) : null}

      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        aria-busy={busy}
        tabIndex={messages.length > 0 ? 0 : undefined}
        onScroll={(event) => {
          const el = event.currentTarget;
          stuckToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        className={cn(
          "space-y-4 overflow-y-auto focus-visible:outline-2 focus-visible:outline-primary",
          variant === "page" ? "max-h-[min(32rem,60dvh)] min-h-48" : "max-h-[min(26rem,50dvh)]",
        )}
      >
        {messages.length === 0 ? (
          <Suggestions disabled={Boolean(guard)} onPick={ask} />
        ) : (
          turns.map((turn, index) => {
            const failure = turn.question ? outcomes.failed[turn.question.id] : undefined;
            const current = index === turns.length - 1;
            return (
              <div key={turn.question?.id ?? turn.answers[0]?.id} className="space-y-3">
                {turn.question ? <Question text={messageText(turn.question)} /> : null}
                {turn.answers.map((answer) => (
                  <Answer
                    key={answer.id}
                    message={answer}
                    streaming={current && status === "streaming"}
                    onCopy={copy}
                  />
                ))}
                {current && waiting ? <Thinking /> : null}
                {turn.question && outcomes.stopped[turn.question.id] && !failure ? (
                  <p className="pl-9 text-xs text-muted">Stopped.</p>
                ) : null}
                {failure ? (
                  <FailedReply
                    onDetails={() => setDetails(failure)}
                    onRetry={
                      current && !busy
                        ? () => {
                            setOutcomes((o) => ({ ...o, failed: omit(o.failed, turn.question?.id) }));
                            void regenerate();
                          }
                        : undefined
                    }
                  />
                ) : null}
              </div>
            );
          })
        )}
      </div>

      {shownGuard ? (
        <GuardNotice message={shownGuard.message}>
          {shownGuard.kind === "not-configured" && onConfigure ? (
            <Button variant="secondary" onClick={onConfigure}>
              Configure API Key
            </Button>
          ) : null}
        </GuardNotice>
      ) : null}
      {refusalText ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusalText}
        </p>
      ) : null}

      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            Ask a question about your data
          </label>
          {variant === "dialog" ? (
            <textarea
              ref={inputRef}
              id={inputId}
              data-autofocus=""
              rows={2}
              value={input}
              maxLength={AI_CHAT_LIMITS.questionChars}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Ask about quote requests, messages, trends…"
              aria-describedby={hintId}
              className={controlClass(undefined, "max-h-40 min-h-[2.75rem] resize-y")}
            />
          ) : (
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={input}
              maxLength={AI_CHAT_LIMITS.questionChars}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Ask about quote requests, messages, trends…"
              aria-describedby={hintId}
              className={controlClass()}
            />
          )}
          <p id={hintId} className="mt-1 text-xs text-muted">
            {variant === "dialog" ? "Enter sends, Shift+Enter starts a new line." : "Enter sends."}
          </p>
        </div>
        <div className="mb-5">
          {busy ? (
            <Button variant="secondary" onClick={onStop} aria-label="Stop">
              <Square aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Stop</span>
            </Button>
          ) : (
            <Button type="submit" disabled={Boolean(guard) || input.trim() === ""} aria-label="Send">
              <Send aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Send</span>
            </Button>
          )}
        </div>
      </form>

      <AiErrorDialog
        error={details}
        onClose={() => setDetails(null)}
        onRetry={
          details && lastTurn?.question && outcomes.failed[lastTurn.question.id] === details && !busy
            ? () => {
                setDetails(null);
                setOutcomes((o) => ({ ...o, failed: omit(o.failed, lastTurn.question?.id) }));
                void regenerate();
              }
            : undefined
        }
      />
    </div>
  );
}

function lastQuestion(messages: UIMessage[]): UIMessage | undefined {
  return messages.findLast((m) => m.role === "user");
}

function omit<T>(record: Record<string, T>, key: string | undefined): Record<string, T> {
  if (!key) return record;
  const { [key]: _, ...rest } = record;
  return rest;
}

function StartOver({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button variant="ghost" onClick={onClick} disabled={disabled} className="px-2 py-1">
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      New conversation
    </Button>
  );
}

function Suggestions({ disabled, onPick }: { disabled: boolean; onPick: (question: string) => void }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Try asking</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {AI_SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(question)}
              className={cn(
                "h-full w-full rounded-md border border-border bg-bg px-3 py-2 text-left text-sm",
                "hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10",
                "disabled:cursor-not-allowed disabled:opacity-60",
              )}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Question({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p
        data-testid="chat-question"
        className="max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm whitespace-pre-wrap break-words text-white"
      >
        <span className="sr-only">You: </span>
        {text}
      </p>
    </div>
  );
}

function Avatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
    >
      <Bot className="h-4 w-4" />
    </span>
  );
}

function Answer({
  message,
  streaming,
  onCopy,
}: {
  message: UIMessage;
  streaming: boolean;
  onCopy: (text: string) => void;
}) {
  const text = messageText(message);
  const tools = toolCalls(message);
  if (!text.trim() && tools.length === 0) return null;
  return (
    <div className="flex gap-2">
      <Avatar />
      <div className="min-w-0 flex-1 space-y-1">
        <span className="sr-only">Assistant: </span>
        {tools.map((tool) => (
          <p key={tool.id} className="flex items-center gap-1 text-xs text-muted" data-testid="chat-tool">
            <Search aria-hidden="true" className="h-3 w-3" />
            {tool.label}
          </p>
        ))}
        {text.trim() ? (
          <div className="rounded-lg border border-border bg-bg px-3 py-2">
            <Suspense fallback={<p className="text-sm whitespace-pre-wrap">{text}</p>}>
              <AnswerMarkdown text={text} />
            </Suspense>
          </div>
        ) : null}
        {text.trim() && !streaming ? (
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={() => onCopy(text)}
            aria-label="Copy answer"
          >
            <Copy aria-hidden="true" className="h-3.5 w-3.5" />
            Copy
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Thinking() {
  return (
    <div className="flex gap-2" role="status">
      <Avatar />
      <p className="flex items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 text-sm text-muted">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        Thinking…
      </p>
    </div>
  );
}

function FailedReply({ onDetails, onRetry }: { onDetails: () => void; onRetry?: () => void }) {
  return (
    <div className="flex gap-2">
      <Avatar />
      <div className="min-w-0 flex-1 space-y-1">
        <p
          data-testid="chat-error-reply"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {AI_TEXT.chatErrorReply}
        </p>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onDetails}>
            View details
          </Button>
          {onRetry ? (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
