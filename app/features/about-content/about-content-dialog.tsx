import {
  ABOUT_LIMITS,
  type AboutContent,
  type AboutContentCreate,
  AboutContentCreateSchema,
  parseContentData,
} from "@common/schemas/about-content";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { ApiClientError } from "~/lib/api";
import { SECTION_TYPE_OPTIONS, ABOUT_COPY as T } from "./copy";
import { JsonObjectField } from "./json-object-field";
import { useCreateAboutContent, useUpdateAboutContent } from "./queries";

type Values = z.input<typeof AboutContentCreateSchema>;

function initialValues(row: AboutContent | null): Values {
  return {
    section_type: row?.section_type ?? "history",
    title: row?.title ?? "",
    description: row?.description ?? "",
    year: row?.year ?? "",
    content_data: row?.content_data ?? {},
    order_index: row?.order_index,
    is_active: row?.is_active ?? true,
  };
}

const jsonText = (data: Record<string, unknown> | undefined) =>
  data && Object.keys(data).length > 0 ? JSON.stringify(data, null, 2) : "";

const toOrder = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/**
 * "Add About Section" / "Edit About Section" (spec 2 §3, §5): every field, validated with the API's
 * schema; content_data is typed as JSON and must be an object to save. A failed save keeps the
 * dialog open with what was typed and the server's field errors.
 */
export function AboutContentDialog({ row, onClose }: { row: AboutContent | null; onClose: () => void }) {
  const create = useCreateAboutContent();
  const update = useUpdateAboutContent();
  const form = useForm<Values, unknown, AboutContentCreate>({
    defaultValues: initialValues(row),
    resolver: zodResolver(AboutContentCreateSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const ids = useId();
  const [text, setText] = useState(() => jsonText(row?.content_data));
  const [jsonError, setJsonError] = useState<string>();
  const jsonRef = useRef<HTMLTextAreaElement>(null);

  const save = form.handleSubmit(async (values) => {
    try {
      if (row) {
        await update.mutateAsync({ id: row.id, patch: values });
        toast.success(T.updated, { description: `"${values.title}" was saved.` });
      } else {
        await create.mutateAsync(values);
        toast.success(T.added, { description: `"${values.title}" was added.` });
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          if (key === "content_data") setJsonError(message);
          else if (key in form.getValues()) form.setError(key as keyof Values, { type: "server", message });
        }
      }
      toast.error(row ? T.updateFailed : T.addFailed, { description: T.tryAgain });
    }
  });

  /** Invalid JSON was ignored while typing; saving it is refused here, before anything is sent. */
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseContentData(text);
    if (!parsed.ok) {
      setJsonError(parsed.message);
      jsonRef.current?.focus();
      return;
    }
    setJsonError(undefined);
    form.setValue("content_data", parsed.value);
    void save();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row ? T.editTitle : T.addTitle}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Section type"
            required
            options={SECTION_TYPE_OPTIONS}
            {...form.register("section_type")}
          />
          <FormField
            label="Title"
            required
            maxLength={ABOUT_LIMITS.title}
            error={errors.title?.message}
            {...form.register("title")}
          />
          <FormField
            label="Year"
            maxLength={ABOUT_LIMITS.year}
            placeholder="2019"
            error={errors.year?.message}
            {...form.register("year")}
          />
          <FormField
            label="Display order"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder="At the end"
            error={errors.order_index?.message}
            {...form.register("order_index", { setValueAs: toOrder })}
          />
        </div>
        <TextareaField
          label="Description"
          rows={4}
          maxLength={ABOUT_LIMITS.description}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <JsonObjectField
          ref={jsonRef}
          label="Content data (JSON)"
          text={text}
          onTextChange={(next) => {
            setText(next);
            setJsonError(undefined);
          }}
          onValidObject={(value) => form.setValue("content_data", value)}
          error={jsonError}
        />
        <div className="flex items-start gap-2 text-sm">
          <input
            id={`${ids}-is_active`}
            type="checkbox"
            aria-describedby={`${ids}-is_active-hint`}
            className="mt-0.5 h-4 w-4 accent-[var(--color-primary)]"
            {...form.register("is_active")}
          />
          <div>
            <label htmlFor={`${ids}-is_active`}>Active</label>
            <p id={`${ids}-is_active-hint`} className="text-muted">
              Active sections are shown on the About page.
            </p>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : row ? "Save Changes" : "Add Section"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
