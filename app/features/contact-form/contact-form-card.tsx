import type { ComponentProps } from "react";
import { card } from "~/features/public-content/styles";
import { cx } from "~/lib/cx";
import { useSiteSettings } from "~/lib/site-settings";
import { BusinessHours, ContactDetails, LocationCard } from "./contact-details";
import { ContactForm } from "./contact-form";

/** The contact form in its card, under the title and subtitle the site settings give it. */
export function ContactFormCard({ fields }: { fields: ComponentProps<typeof ContactForm>["fields"] }) {
  const s = useSiteSettings();
  return (
    <section aria-labelledby="contact-form-heading" className={cx(card, "p-6 shadow-sm sm:p-8")}>
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        {s.contact_form_title || "Get In Touch"}
      </h2>
      {s.contact_form_subtitle ? <p className="mt-1 text-muted">{s.contact_form_subtitle}</p> : null}
      <div className="mt-6">
        <ContactForm fields={fields} responsePromise={s.response_time_promise} />
      </div>
    </section>
  );
}

/** The contact pages' body: the form, and beside it (below, on a phone) the details, hours and map. */
export function ContactColumns({ fields }: { fields: ComponentProps<typeof ContactForm>["fields"] }) {
  const s = useSiteSettings();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ContactFormCard fields={fields} />

      <div className="space-y-6">
        <ContactDetails settings={s} />
        <BusinessHours settings={s} />
        <LocationCard settings={s} />
      </div>
    </div>
  );
}
