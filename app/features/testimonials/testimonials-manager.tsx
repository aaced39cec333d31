import type { Testimonial } from "@common/schemas/testimonials";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { CardActions, type CardProps, ResourceSection } from "~/features/admin-kit";
import { TESTIMONIALS_COPY as T } from "./copy";
import { testimonials } from "./resource";
import { StarRating } from "./star-rating";
import { TestimonialDialog } from "./testimonial-dialog";

/** Spec 2 §2 Testimonial manager: search (server-side, in the URL), cards, add/edit, delete. */
export function TestimonialsManager() {
  return (
    <ResourceSection resource={testimonials} words={T} card={TestimonialCard} dialog={TestimonialDialog} />
  );
}

function TestimonialCard({ row, actions }: CardProps<Testimonial>) {
  return (
    <li aria-label={row.name} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        <Avatar
          src={row.avatar}
          name={row.name}
          className="h-12 w-12"
          imageClassName="border border-border"
          initialClassName="bg-primary text-lg font-semibold text-white"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{row.name}</h3>
          <p className="text-sm break-words text-muted">
            {row.role}
            {row.company ? `, ${row.company}` : ""}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarRating value={row.rating} />
            {row.featured ? <Badge tone="green">Featured</Badge> : null}
          </div>
        </div>
      </div>
      <blockquote className="line-clamp-4 text-sm break-words">{row.content}</blockquote>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <span className="text-xs text-muted">Order {row.order_index}</span>
        <CardActions name={row.name} actions={actions} />
      </div>
    </li>
  );
}
