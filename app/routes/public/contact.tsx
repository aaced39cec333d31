import { ContactColumns } from "~/features/contact-form/contact-form-card";
import { asSentence } from "~/features/contact-form/contact-info";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/contact";
import { listActiveContactFormFields } from "./contact.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { fields: await listActiveContactFormFields(context.deps.db) };
}

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "Contact",
    `Contact ${siteName}: send us a message, call or email the team, see our business hours and find our office.`,
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const s = useSiteSettings();
  return (
    <div>
      <section className="border-b border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Contact</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{s.contact_cta_text || "Contact Us"}</h1>
          <p className="mt-4 max-w-2xl text-muted">
            Planning a new website, an app or a system for your farm, school or business? Have a question
            about a project already running? Tell {s.site_name} about it and the right person on our team will
            answer.
            {s.response_time_promise ? ` ${asSentence(s.response_time_promise)}` : null}
          </p>
        </div>
      </section>

      <ContactColumns fields={loaderData.fields} />
    </div>
  );
}
