import { useRef } from "react";
import { cn } from "~/lib/cn";

/** A whole document around an e-mail's HTML: white like a mail client, links open in a new tab. */
function documentFor(html: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>
html{color-scheme:light}body{margin:12px;font:14px/1.5 system-ui,sans-serif;color:#111827;background:#fff;overflow-wrap:anywhere}
img{max-width:100%;height:auto}table{max-width:100%}
</style></head><body>${html}</body></html>`;
}

/**
 * An e-mail's HTML, shown in a sandboxed frame: no script in it ever runs (no allow-scripts), it
 * cannot reach the back office, and its styles cannot leak into the page. Same-origin is allowed
 * only so the frame can be sized to its content from here; without scripts nothing inside can use
 * it. `width` narrows it for a device preview.
 */
export function HtmlFrame({
  html,
  title,
  width,
  className,
}: {
  html: string;
  title: string;
  width?: number;
  className?: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const fit = () => {
    const doc = ref.current?.contentDocument;
    if (ref.current && doc?.documentElement) {
      ref.current.style.height = `${Math.min(Math.max(doc.documentElement.scrollHeight, 120), 2000)}px`;
    }
  };
  return (
    <iframe
      ref={ref}
      title={title}
      srcDoc={documentFor(html)}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      onLoad={fit}
      style={width ? { width, maxWidth: "100%" } : undefined}
      className={cn("block h-40 w-full rounded-md border border-border bg-white", className)}
    />
  );
}

/** A plain-text e-mail body, line breaks kept (React escapes it). */
export function TextBody({ text, className }: { text: string; className?: string }) {
  return <div className={cn("text-sm break-words whitespace-pre-wrap", className)}>{text}</div>;
}

/** Escapes a value filled into an HTML body (fillTemplate's `encode`). */
export function escapeHtml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
