import {
  REDIRECT_STATUS_CODES,
  REDIRECT_STATUS_LABELS,
  type Redirect,
  RedirectCreateSchema,
} from "@common/schemas/redirects";
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
          <FormField
            label="From"
            required
            spellCheck={false}
            autoComplete="off"
            placeholder="/our-work/old-name"
            aria-describedby="redirect-from-hint"
            {...field("from_path")}
          />
          <p id="redirect-from-hint" className="-mt-2 text-sm text-muted">
            {D.fromHint}
          </p>
          <FormField
            label="To"
            required
            spellCheck={false}
            autoComplete="off"
            placeholder="/our-work/new-name"
            aria-describedby="redirect-to-hint"
            {...field("to_path")}
          />
          <p id="redirect-to-hint" className="-mt-2 text-sm text-muted">
            {D.toHint}
          </p>
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
