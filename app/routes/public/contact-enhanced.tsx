import type { ReactNode } from "react";
import { Icon } from "~/components/icon/icon";
import { linkClass } from "~/features/contact-form/contact-details";
import { ContactColumns } from "~/features/contact-form/contact-form-card";
import { asSentence, telHref } from "~/features/contact-form/contact-info";
import { SuccessStories } from "~/features/contact-form/success-stories";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/contact-enhanced";
import { listActiveContactFormFields, listPublicSuccessStories } from "./contact-enhanced.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [fields, stories] = await Promise.all([
    listActiveContactFormFields(context.deps.db),
    listPublicSuccessStories(context.deps.db, { featured: true, limit: 3 }),
  ]);
  return { fields, stories };
}

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "Contact Details",
    `How to reach ${siteName}: phone, email, office hours, emergency support and our location, with a form to send us a message.`,
  );
}

function QuickContact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-bg p-5">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 break-words text-muted">{children}</div>
      </div>
    </li>
  );
}

export default function ContactEnhanced({ loaderData }: Route.ComponentProps) {
  const s = useSiteSettings();
  const { fields, stories } = loaderData;
  return (
    <div>
      <section className="border-b border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Contact details</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{s.contact_cta_text || "Contact Us"}</h1>
          <p className="mt-4 max-w-2xl text-muted">
            Call, email or write to {s.site_name} — whichever suits you. Every message is read by a person on
            our team, not a bot. {asSentence(s.response_time_promise)}
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {s.contact_phone ? (
              <QuickContact icon={<Icon name="Phone" className="h-5 w-5" />} title="Call us">
                <a href={telHref(s.contact_phone)} className={linkClass}>
                  {s.contact_phone}
                </a>
              </QuickContact>
            ) : null}
            {s.contact_email ? (
              <QuickContact icon={<Icon name="Mail" className="h-5 w-5" />} title="Email us">
                <a href={`mailto:${s.contact_email}`} className={linkClass}>
                  {s.contact_email}
                </a>
              </QuickContact>
            ) : null}
            {s.office_hours_display ? (
              <QuickContact icon={<Icon name="Clock" className="h-5 w-5" />} title="Office hours">
                {s.office_hours_display}
              </QuickContact>
            ) : null}
          </ul>
        </div>
      </section>

      <ContactColumns fields={fields} />

      {stories.length > 0 ? <SuccessStories stories={stories} siteName={s.site_name} /> : null}
    </div>
  );
}
