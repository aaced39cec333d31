import type { AdminProject } from "@common/schemas/projects";
import { ExternalLink, ImageOff, Pencil, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { capitalise, STATUS_TONES } from "./copy";

const SHOWN_TECHNOLOGIES = 3;
/** Not a Badge: technology names keep their own capitals (iOS, Node.js). */
const chip = "rounded-full border border-border px-2 py-0.5 text-xs";

/**
 * One project (spec 2 §2): image, title, category, status badge, three technologies then
 * "+N more", and its actions. A published project links to its public page.
 */
export function ProjectCard({
  project,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: {
  project: AdminProject;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const shown = project.technologies.slice(0, SHOWN_TECHNOLOGIES);
  const more = project.technologies.length - shown.length;
  const headingId = `project-${project.id}`;

  return (
    <li
      aria-labelledby={headingId}
      data-testid="project-card"
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-card"
    >
      <div className="flex aspect-video items-center justify-center bg-border/40">
        {project.image && !imageFailed ? (
          <img
            src={project.image}
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
          <Badge tone={STATUS_TONES[project.status] ?? "gray"}>{capitalise(project.status)}</Badge>
          {project.featured ? (
            <Badge tone="purple">
              <Star aria-hidden="true" className="mr-1 h-3 w-3" />
              Featured
            </Badge>
          ) : null}
        </div>
        <div>
          <h2 id={headingId} className="font-semibold break-words">
            {project.title}
          </h2>
          <p className="text-sm text-muted">
            {project.category}
            {project.year ? ` · ${project.year}` : ""}
            {project.client_name ? ` · ${project.client_name}` : ""}
          </p>
        </div>
        {project.technologies.length > 0 ? (
          <ul aria-label="Technologies" className="flex flex-wrap gap-1.5">
            {shown.map((tech) => (
              <li key={tech} className={chip}>
                {tech}
              </li>
            ))}
            {more > 0 ? <li className={chip}>+{more} more</li> : null}
          </ul>
        ) : null}
        <p className="text-xs text-muted">Order {project.order_index}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {project.status === "published" ? (
            <Link
              to={`/our-work/${project.slug}`}
              target="_blank"
              rel="noreferrer"
              aria-label={`View ${project.title} on the website`}
              className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" /> View
            </Link>
          ) : null}
          {canUpdate ? (
            <Button variant="secondary" aria-label={`Edit ${project.title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="ghost" aria-label={`Delete ${project.title}`} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700 dark:text-red-400" /> Delete
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
