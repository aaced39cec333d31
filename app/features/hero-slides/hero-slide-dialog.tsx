import { type HeroSlide, HeroSlideCreateSchema } from "@common/schemas/hero-slides";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { DialogProps } from "~/features/admin-kit";
import {
  blankAsUndefined,
  byTitle,
  FormImageField,
  OrderField,
  ResourceDialog,
  RevisionsPanel,
  resourceForm,
} from "~/features/admin-kit";
import { formValues } from "~/lib/schema-fields";
import { HERO_SLIDE_DIALOG_COPY as D } from "./copy";
import { heroSlides } from "./resource";

const form = resourceForm(heroSlides, HeroSlideCreateSchema, D, byTitle);

/**
 * "Add Slide" / "Edit Slide": headline, subtitle, text, the picture (uploaded or chosen from the
 * image library) and its alt text, two buttons, shown or not, and the order; an edit lists the
 * slide's earlier versions.
 */
export function HeroSlideDialog(props: DialogProps<HeroSlide>) {
  const { row } = props;
  return (
    <ResourceDialog {...props} form={form} size="lg" blanks={{ is_active: true }}>
      {(f, field) => (
        <>
          <FormField label="Headline" required {...field("title")} />
          <FormField label="Subtitle" {...field("subtitle")} />
          <TextareaField label="Text" rows={3} {...field("description")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormImageField control={f.control} name="image_url" label="Picture" folder="general" />
            <div className="space-y-1">
              <FormField
                label="Picture's alt text"
                aria-describedby="hero-alt-hint"
                {...field("image_alt")}
              />
              <p id="hero-alt-hint" className="text-xs text-muted">
                {D.imageAltHint}
              </p>
            </div>
          </div>
          <fieldset className="space-y-3" aria-describedby="hero-buttons-hint">
            <legend className="text-sm font-medium">Buttons</legend>
            <p id="hero-buttons-hint" className="text-xs text-muted">
              {D.buttonsHint}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="First button text" {...field("cta_text")} />
              <FormField label="First button link" placeholder="/services" {...field("cta_link")} />
              <FormField label="Second button text" {...field("secondary_cta_text")} />
              <FormField label="Second button link" placeholder="/contact" {...field("secondary_cta_link")} />
            </div>
          </fieldset>
          <div className="grid items-end gap-4 sm:grid-cols-2">
            <OrderField {...field("order_index", { setValueAs: blankAsUndefined })} />
            <CheckboxField label="Active" hint={D.activeHint} {...f.register("is_active")} />
          </div>
          {row ? (
            <RevisionsPanel
              resource="hero-slides"
              id={row.id}
              onRestored={(restored) => f.reset(formValues(HeroSlideCreateSchema, restored))}
            />
          ) : null}
        </>
      )}
    </ResourceDialog>
  );
}
