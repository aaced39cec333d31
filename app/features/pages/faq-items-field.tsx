import type { PageUpdateSchema } from "@common/schemas/pages";
import { PAGE_LIMITS, type PageUpdate } from "@common/schemas/pages";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { PAGE_DIALOG_COPY as D } from "./copy";

type Form = UseFormReturn<z.input<typeof PageUpdateSchema>, unknown, PageUpdate>;

/** The FAQ's questions and answers, in order: add, remove, move up and down (buttons, so keyboards can). */
export function FaqItemsField({ form }: { form: Form }) {
  const rows = useFieldArray({ control: form.control, name: "items" });
  const errors = form.formState.errors.items;
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{D.faqLegend}</legend>
      <p className="text-xs text-muted">{D.faqHint}</p>
      <ol className="space-y-3">
        {rows.fields.map((row, i) => {
          const n = i + 1;
          return (
            <li key={row.id} className="space-y-2 rounded-md border border-border bg-bg p-3">
              <FormField
                label={`Question ${n}`}
                maxLength={PAGE_LIMITS.question}
                error={errors?.[i]?.question?.message}
                {...form.register(`items.${i}.question`)}
              />
              <TextareaField
                label={`Answer ${n}`}
                rows={3}
                maxLength={PAGE_LIMITS.answer}
                error={errors?.[i]?.answer?.message}
                {...form.register(`items.${i}.answer`)}
              />
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={`Move question ${n} up`}
                  disabled={i === 0}
                  onClick={() => rows.move(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={`Move question ${n} down`}
                  disabled={i === rows.fields.length - 1}
                  onClick={() => rows.move(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={`Remove question ${n}`}
                  onClick={() => rows.remove(i)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.message ?? errors.root?.message}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={rows.fields.length >= PAGE_LIMITS.items}
        onClick={() => rows.append({ question: "", answer: "" })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> {D.addQuestion}
      </Button>
    </fieldset>
  );
}
