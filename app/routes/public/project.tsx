import { data } from "react-router";
import { Icon } from "~/components/icon/icon";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { accentText, altSurface, card, container, pill, textLink } from "~/features/public-content/styles";
import { BackLink, ContactCta, CoverImage, safeHref } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project";
import {
  draftForPreview,
  getProjectForPreview,
  getPublishedProject,
  PREVIEW_HEADERS,
  previewHeaders,
  publicImages,
} from "./project.server";

/**
 * /our-work/:slug — one published project; drafts, archived and unknown slugs are a 404, except
 * that a signed-in admin previews a draft or archived project under a banner (issue 16).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const project = await getPublishedProject(context.deps.db, params.slug);
  const shown =
    project ??
    (await draftForPreview(context.deps, request, () => getProjectForPreview(context.deps.db, params.slug)));
  const images = await publicImages(context.deps.db, [shown.image, ...shown.gallery_images]);
  const image = shown.image ? images[shown.image] : undefined;
  // Stored gallery pictures with their size (srcset, no layout shift); other URLs as they are.
  const gallery = shown.gallery_images.map((src) => images[src] ?? { src, width: null, height: null });
  if (project) return { project, image, gallery, preview: null };
  return data(
    { project: shown, image, gallery, preview: "This project is not published" },
    { headers: PREVIEW_HEADERS },
  );
}

export const headers = previewHeaders;

/** `sizes` of a gallery picture: two columns from 640 px, in the main column from 1024 px. */
const GALLERY_SIZES = "(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw";

export function meta(args: Route.MetaArgs) {
  const project = args.loaderData?.project;
  if (!project) return pageMeta(args, "Project not found");
  const text = project.description.replace(/\s+/g, " ").trim();
  return pageMeta(
    args,
    `${project.title} | Our Work`,
    text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text || undefined,
  );
}

export default function Project({ loaderData }: Route.ComponentProps) {
  const { project, image, gallery, preview } = loaderData;
  const link = safeHref(project.project_link);
  const facts = [
    { label: "Client", value: project.client_name },
    { label: "Category", value: project.category },
    { label: "Year", value: project.year ? String(project.year) : null },
    { label: "Duration", value: project.project_duration },
    {
      label: "Team size",
      value: project.team_size
        ? `${project.team_size} ${project.team_size === 1 ? "person" : "people"}`
        : null,
    },
  ].filter((f): f is { label: string; value: string } => Boolean(f.value));

  return (
    <>
      {preview ? <PreviewBanner message={preview} /> : null}
      <article>
        <header className={cx("border-b border-border", altSurface)}>
          <div className={cx(container, "py-10 sm:py-14")}>
            <BackLink to="/our-work">All projects</BackLink>
            <p className={cx("mt-6 text-sm font-semibold uppercase tracking-wide", accentText)}>
              {project.category}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl lg:text-5xl">
              {project.title}
            </h1>
            {project.client_name ? (
              <p className="mt-3 text-lg text-muted">For {project.client_name}</p>
            ) : null}
          </div>
        </header>

        <div className={cx(container, "grid gap-10 py-12 lg:grid-cols-[2fr_1fr]")}>
          <div className="min-w-0">
            <CoverImage
              src={project.image}
              image={image}
              sizes="(min-width: 1152px) 736px, (min-width: 1024px) 62vw, 100vw"
              alt={`${project.title}: main screenshot`}
              className="aspect-[16/9] rounded-xl"
              eager
              fallback={<Icon name="Briefcase" aria-hidden="true" className="h-14 w-14" />}
            />

            <section aria-labelledby="about-project" className="mt-10">
              <h2 id="about-project" className="text-2xl font-bold text-fg">
                About the project
              </h2>
              <div className="mt-4 space-y-4 text-fg">
                {project.description
                  .split(/\n{2,}/)
                  .filter(Boolean)
                  .map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
              </div>
            </section>

            {project.results ? (
              <section aria-labelledby="results" className="mt-10">
                <h2 id="results" className="text-2xl font-bold text-fg">
                  Results
                </h2>
                <p
                  className={cx("mt-4 rounded-xl border-l-4 border-primary p-5 text-lg text-fg", altSurface)}
                >
                  {project.results}
                </p>
              </section>
            ) : null}

            {project.testimonial_text ? (
              <section aria-labelledby="client-says" className="mt-10">
                <h2 id="client-says" className="text-2xl font-bold text-fg">
                  What the client says
                </h2>
                <figure className={cx(card, "mt-4 p-6")}>
                  <blockquote className="text-lg text-fg">
                    <p>“{project.testimonial_text}”</p>
                  </blockquote>
                  {project.client_name ? (
                    <figcaption className="mt-4 text-sm font-semibold text-muted">
                      {project.client_name}
                    </figcaption>
                  ) : null}
                </figure>
              </section>
            ) : null}

            {gallery.length > 0 ? (
              <section aria-labelledby="gallery" className="mt-10">
                <h2 id="gallery" className="text-2xl font-bold text-fg">
                  Gallery
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {gallery.map((picture, i) => (
                    <li key={picture.src}>
                      <ResponsiveImage
                        image={picture}
                        alt={`${project.title}: screenshot ${i + 1} of ${gallery.length}`}
                        sizes={GALLERY_SIZES}
                        className="aspect-[4/3] w-full rounded-lg border border-border object-cover"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>

          <aside aria-labelledby="project-facts" className="lg:pt-0">
            <div className={cx(card, "p-6 lg:sticky lg:top-6")}>
              <h2 id="project-facts" className="text-lg font-semibold text-fg">
                Project facts
              </h2>
              <dl className="mt-4 space-y-3 text-sm">
                {facts.map((fact) => (
                  <div key={fact.label} className="flex justify-between gap-4 border-b border-border pb-3">
                    <dt className="text-muted">{fact.label}</dt>
                    <dd className="text-right font-medium text-fg">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {project.technologies.length > 0 ? (
                <>
                  <h3 className="mt-6 text-sm font-semibold text-fg">Technologies</h3>
                  <ul className="mt-3 flex flex-wrap gap-1.5">
                    {project.technologies.map((tech) => (
                      <li key={tech} className={pill}>
                        {tech}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {link ? (
                <p className="mt-6">
                  <a
                    href={link}
                    className={cx(textLink, "inline-flex items-center gap-1")}
                    rel="noopener noreferrer"
                  >
                    Visit the live project
                    <Icon name="ExternalLink" aria-hidden="true" className="h-4 w-4" />
                  </a>
                </p>
              ) : null}
            </div>
          </aside>
        </div>
      </article>
      <ContactCta title="Planning something similar?" />
    </>
  );
}
