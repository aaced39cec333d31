import type { PublicTestimonial } from "@common/schemas/testimonials";
import { Icon } from "~/components/icon/icon";
import { cx } from "~/lib/cx";
import { StarRating } from "./star-rating";
import { card } from "./styles";

export function TestimonialCard({ testimonial }: { testimonial: Omit<PublicTestimonial, "id"> }) {
  const { name, role, company, avatar, content, rating } = testimonial;
  return (
    <figure className={cx(card, "flex h-full flex-col p-6")}>
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={rating} />
        <Icon name="Quote" aria-hidden="true" className="h-6 w-6 text-primary/40" />
      </div>
      <blockquote className="mt-4 flex-1 text-fg">
        <p>“{content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {avatar ? (
          <img
            src={avatar}
            alt={name}
            loading="lazy"
            className="h-11 w-11 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span aria-hidden="true" className="initial-avatar text-primary">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="text-sm">
          <span className="block font-semibold text-fg">{name}</span>
          <span className="block text-muted">{[role, company].filter(Boolean).join(", ")}</span>
        </span>
      </figcaption>
    </figure>
  );
}
