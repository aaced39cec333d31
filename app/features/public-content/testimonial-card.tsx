import type { PublicTestimonial } from "@common/schemas/testimonials";
import { Icon } from "~/components/icon/icon";
import { cx } from "~/lib/cx";
import { StarRating } from "./star-rating";
import { card } from "./styles";

export function TestimonialCard({ testimonial }: { testimonial: Omit<PublicTestimonial, "id"> }) {
  const { name, role, company, avatar, content, rating } = testimonial;
  return (
    <figure className={cx(card, "testimonial")}>
      <div className="testimonial-head">
        <StarRating rating={rating} />
        <Icon name="Quote" aria-hidden="true" className="h-6 w-6 text-primary/40" />
      </div>
      <blockquote className="testimonial-quote">
        <p>{`“${content}”`}</p>
      </blockquote>
      <figcaption className="testimonial-author">
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
          <span className="testimonial-name">{name}</span>
          <span className="testimonial-role">{[role, company].filter(Boolean).join(", ")}</span>
        </span>
      </figcaption>
    </figure>
  );
}
