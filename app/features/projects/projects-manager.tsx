import type { Project } from "@common/schemas/projects";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { Badge, FeaturedBadge } from "~/components/ui/badge";
import { CardActions, type CardProps, ResourceSection, sectionOf, ViewLink } from "~/features/admin-kit";
import { capitalise, PROJECTS_COPY as P, PROJECT_FILTERS, STATUS_TONES } from "./copy";
import { ProjectDialog } from "./project-dialog";
import { projects } from "./resource";

const section = sectionOf(projects, P, ProjectDialog);

/**
 * Spec 2 §2 Project manager ("Portfolio"): search, status and category filters (in the URL,
 * answered by the server), project cards, the add/edit dialog and delete with confirmation.
 */
export function ProjectsManager() {
  return <ResourceSection {...section} filters={PROJECT_FILTERS} card={ProjectCard} />;
}

const SHOWN_TECHNOLOGIES = 3;
/** Not a Badge: technology names keep their own capitals (iOS, Node.js). */
const chip = "rounded-full border border-border px-2 py-0.5 text-xs";

/**
 * One project (spec 2 §2): image, title, category, status badge, three technologies then
 * "+N more", and its actions. A published project links to its public page.
 */
function ProjectCard({ row, actions }: CardProps<Project>) {
  const [imageFailed, setImageFailed] = useState(false);
  const shown = row.technologies.slice(0, SHOWN_TECHNOLOGIES);
  const more = row.technologies.length - shown.length;
  const headingId = `project-${row.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="project-card"
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-card"
    >
      <div className="flex aspect-video items-center justify-center bg-border/40">
        {row.image && !imageFailed ? (
          <img
            src={row.image}
            alt=""
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden="true" className="h-8 w-8 text-muted" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[row.status]}>{capitalise(row.status)}</Badge>
          {row.featured ? <FeaturedBadge /> : null}
        </div>
        <div>
          <h2 id={headingId} className="font-semibold break-words">
            {row.title}
          </h2>
          <p className="text-sm text-muted">
            {[row.category, row.year, row.client_name].filter(Boolean).join(" · ")}
          </p>
        </div>
        {row.technologies.length > 0 ? (
          <ul aria-label="Technologies" className="flex flex-wrap gap-1.5">
            {shown.map((tech) => (
              <li key={tech} className={chip}>
                {tech}
              </li>
            ))}
            {more > 0 ? <li className={chip}>+{more} more</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <span className="text-xs text-muted">Order {row.order_index}</span>
          <CardActions name={row.title} actions={actions}>
            {row.status === "published" ? <ViewLink to={`/our-work/${row.slug}`} name={row.title} /> : null}
          </CardActions>
        </div>
      </div>
    </li>
  );
}
