import {
  REDIRECT_STATUS_CODES,
  REDIRECT_STATUS_LABELS,
  type Redirect,
  RedirectCreateSchema,
} from "@common/schemas/redirects";
import { type ComponentProps, useId } from "react";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { type DialogProps, ResourceDialog, resourceForm } from "~/features/admin-kit";
import { REDIRECT_DIALOG_COPY as D } from "./copy";
import { redirects } from "./resource";

const STATUS_OPTIONS = REDIRECT_STATUS_CODES.map((code) => ({
  value: String(code),
  label: REDIRECT_STATUS_LABELS[code],
}));

/** "Add Redirect" / "Edit Redirect": the old address, the new one and the status code. */
export function RedirectDialog(props: DialogProps<Redirect>) {
  return (
    <ResourceDialog
      {...props}
      form={resourceForm(redirects, RedirectCreateSchema, D, (values) => values.from_path)}
      blanks={{ status_code: 301 }}
    >
      {(_form, field) => (
        <>
          <PathField
            label="From"
            placeholder="/our-work/old-name"
            hint={D.fromHint}
            {...field("from_path")}
          />
          <PathField label="To" placeholder="/our-work/new-name" hint={D.toHint} {...field("to_path")} />
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            {...field("status_code", { setValueAs: (v) => Number(v) })}
          />
        </>
      )}
    </ResourceDialog>
  );
}

/** A site path's box, with its hint under it (read with the field). */
function PathField({ hint, ...props }: ComponentProps<typeof FormField> & { hint: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  // The hint, and the error (FormField's own link to it) when there is one.
  const describedBy = props.error ? `${hintId} ${id}-error` : hintId;
  return (
    <div className="space-y-1">
      <FormField
        id={id}
        required
        spellCheck={false}
        autoComplete="off"
        aria-describedby={describedBy}
        {...props}
      />
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
