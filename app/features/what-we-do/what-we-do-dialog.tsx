import { type WhatWeDo, WhatWeDoCreateSchema } from "@common/schemas/what-we-do";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { SelectField } from "~/components/ui/select-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { DialogProps } from "~/features/admin-kit";
import { blankAsUndefined, byTitle, OrderField, ResourceDialog, resourceForm } from "~/features/admin-kit";
import { IconTile } from "~/features/public-content/icon-tile";
import { WHAT_WE_DO_DIALOG_COPY as D, ICON_OPTIONS } from "./copy";
import { whatWeDo } from "./resource";

const form = resourceForm(whatWeDo, WhatWeDoCreateSchema, D, byTitle);

/** "Add Entry" / "Edit Entry": title, description, an icon from the site's set, shown or not, order. */
export function WhatWeDoDialog(props: DialogProps<WhatWeDo>) {
  return (
    <ResourceDialog {...props} form={form} blanks={{ is_active: true, icon: "" }}>
      {(f, field) => {
        const icon = f.watch("icon");
        return (
          <>
            <FormField label="Title" required {...field("title")} />
            <TextareaField label="Description" required rows={3} {...field("description")} />
            <div className="flex items-end gap-3">
              <div className="flex-1">
                <SelectField label="Icon" options={ICON_OPTIONS} {...field("icon")} />
              </div>
              <IconTile name={icon || null} />
            </div>
            <div className="grid items-end gap-4 sm:grid-cols-2">
              <OrderField {...field("order_index", { setValueAs: blankAsUndefined })} />
              <CheckboxField label="Active" hint={D.activeHint} {...f.register("is_active")} />
            </div>
          </>
        );
      }}
    </ResourceDialog>
  );
}
