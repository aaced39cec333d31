import { type EmailTemplate, fillTemplate } from "@common/schemas/email-templates";
import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Dialog } from "~/components/ui/dialog";
import { escapeHtml, HtmlFrame, TextBody } from "~/features/email/html-frame";
import { cn } from "~/lib/cn";
import { sampleValue, PREVIEW_COPY as T } from "./copy";

const DEVICES = [
  { id: "desktop", label: T.desktop, icon: Monitor, width: undefined },
  { id: "tablet", label: T.tablet, icon: Tablet, width: 768 },
  { id: "mobile", label: T.mobile, icon: Smartphone, width: 375 },
] as const;
type Device = (typeof DEVICES)[number]["id"];

/**
 * Spec 3 §2 template preview: the subject and body filled with sample values, on desktop, tablet
 * (768 px) and mobile (375 px) widths; the HTML in a sandboxed frame.
 */
export function TemplatePreviewDialog({
  template,
  onClose,
}: {
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const [device, setDevice] = useState<Device>("desktop");
  const name = useId();
  if (!template) return null;
  const values = Object.fromEntries(template.variables.map((v) => [v, sampleValue(v)]));
  const width = DEVICES.find((d) => d.id === device)?.width;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={T.title(template.name)} size="4xl">
      <div className="space-y-4">
        <fieldset>
          <legend className="sr-only">{T.devices}</legend>
          <div className="flex flex-wrap gap-2">
            {DEVICES.map((d) => (
              <label
                key={d.id}
                className={cn(
                  "inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm focus-within:outline-2 focus-within:outline-primary",
                  device === d.id ? "border-primary bg-primary/10" : "border-border",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={d.id}
                  checked={device === d.id}
                  onChange={() => setDevice(d.id)}
                  className="sr-only"
                />
                <d.icon aria-hidden="true" className="h-4 w-4" />
                {d.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm break-words">
          <span className="font-medium">{T.subject}</span> {fillTemplate(template.subject, values)}
        </p>
        <div className="overflow-x-auto rounded-md bg-black/5 p-2 dark:bg-white/5" data-device={device}>
          <HtmlFrame
            key={device}
            html={fillTemplate(template.body_html, values, escapeHtml)}
            title={`${T.title(template.name)} (${DEVICES.find((d) => d.id === device)?.label})`}
            width={width}
            className="mx-auto min-h-64"
          />
        </div>
        {template.body_text ? (
          <section aria-label={T.text} className="space-y-1">
            <h3 className="text-sm font-medium">{T.text}</h3>
            <TextBody
              text={fillTemplate(template.body_text, values)}
              className="rounded-md border border-border bg-bg p-3"
            />
          </section>
        ) : null}
        {template.variables.length > 0 ? (
          <section aria-label={T.sample} className="space-y-1">
            <h3 className="text-sm font-medium">{T.sample}</h3>
            <DetailList>
              {template.variables.map((v) => (
                <Detail key={v} label={v}>
                  {values[v]}
                </Detail>
              ))}
            </DetailList>
          </section>
        ) : null}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
