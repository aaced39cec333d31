import { CARD_IMAGE_MAX_WIDTH, type PublicImage } from "@common/public-images";
import type { PublicProject } from "@common/schemas/projects";
import { Link } from "react-router";
import { Icon } from "~/components/icon/icon";
import { cx } from "~/lib/cx";
import { accentText, card, pill, stretchedLink } from "./styles";
import { CARD_IMAGE_SIZES, CoverImage } from "./ui";

/** Spec 2: project cards show three technologies, then "+N more". */
export function visibleTechnologies(technologies: string[], shown = 3) {
  return { shown: technologies.slice(0, shown), more: Math.max(0, technologies.length - shown) };
}

/** `image`: the project's picture with its stored size (the loader's `publicImages`), for width, height and srcset. */
export function ProjectCard({
  project,
  image,
  headingLevel = 3,
  eager = false,
}: {
  project: Omit<PublicProject, "id">;
  image?: PublicImage;
  headingLevel?: 2 | 3;
  /** The first card of a list that opens the page: its picture is the largest paint, loaded at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { shown, more } = visibleTechnologies(project.technologies);
  return (
    <article className={cx(card, "relative flex h-full flex-col overflow-hidden")} data-testid="project-card">
      <CoverImage
        src={project.image}
        image={image}
        sizes={CARD_IMAGE_SIZES}
        alt={`Preview of ${project.title}`}
        eager={eager}
        maxWidth={CARD_IMAGE_MAX_WIDTH}
        className="aspect-[16/9]"
        fallback={<Icon name="Briefcase" aria-hidden="true" className="h-10 w-10" />}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className={cx("text-xs font-semibold uppercase tracking-wide", accentText)}>{project.category}</p>
        <Heading className="mt-1 text-lg font-semibold text-fg">
          <Link to={`/our-work/${project.slug}`} className={stretchedLink}>
            {project.title}
          </Link>
        </Heading>
        {project.client_name || project.year ? (
          <p className="mt-1 text-sm text-muted">
            {[project.client_name, project.year].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Technologies">
            {shown.map((tech) => (
              <li key={tech} className={cx(pill, "text-fg")}>
                {tech}
              </li>
            ))}
            {more > 0 ? <li className={cx(pill, "text-muted")}>+{more} more</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
