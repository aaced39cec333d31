import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";
import { listServices } from "./home.server";

export async function loader({ context }: Route.LoaderArgs) {
  const services = await listServices(context.deps.db);
  return {
    services: services.map(({ id, title, description, link, slug }) => ({
      id,
      title,
      description,
      link,
      slug,
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const settings = matches[0].data.settings;
  return (
    <div>
      <section className="bg-gradient-to-br from-primary to-secondary px-4 py-20 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold sm:text-5xl">{settings.site_name}</h1>
          {settings.site_tagline ? <p className="mt-4 text-xl">{settings.site_tagline}</p> : null}
          {settings.site_description ? (
            <p className="mt-4 max-w-2xl text-white/90">{settings.site_description}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="rounded-md bg-white px-5 py-3 font-semibold text-primary hover:bg-white/90"
            >
              Contact us
            </Link>
            <Link
              to="/our-work"
              className="rounded-md border border-white px-5 py-3 font-semibold hover:bg-white/10"
            >
              See our work
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-3xl font-bold">
          What we offer
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.id} className="rounded-lg border border-border bg-card p-6">
              <h3 className="text-lg font-semibold">
                <Link to={service.link ?? `/services/${service.slug}`} className="hover:text-primary">
                  {service.title}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
