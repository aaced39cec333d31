import { CARD_IMAGE_MAX_WIDTH, CARD_IMAGE_MIN_WIDTH, type PublicImage } from "@common/public-images";
import type { PublicProject } from "@common/schemas/projects";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
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
    <article className={cx(card, "project-card")} data-testid="project-card">
      <CoverImage
        src={project.image}
        image={image}
        sizes={CARD_IMAGE_SIZES}
        alt={`Preview of ${project.title}`}
        eager={eager}
        maxWidth={CARD_IMAGE_MAX_WIDTH}
        minWidth={CARD_IMAGE_MIN_WIDTH}
        className="aspect-[16/9]"
        fallback={<Icon name="Briefcase" aria-hidden="true" className="h-10 w-10" />}
      />
      <div className="project-card-body">
        <p className={cx("card-eyebrow", accentText)}>{project.category}</p>
        <Heading className="project-card-title">
          <Link to={`/our-work/${project.slug}`} className={stretchedLink}>
            {project.title}
          </Link>
        </Heading>
        {project.client_name || project.year ? (
          <p className="project-card-meta">
            {[project.client_name, project.year].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="tag-list" aria-label="Technologies">
            {shown.map((tech) => (
              <li key={tech} className={pill}>
                {tech}
              </li>
            ))}
            {more > 0 ? <li className={cx(pill, "text-muted")}>{`+${more} more`}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
