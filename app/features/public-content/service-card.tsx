import { CARD_IMAGE_MAX_WIDTH, CARD_IMAGE_MIN_WIDTH, type PublicImage } from "@common/public-images";
import type { PublicService } from "@common/schemas/services";
import { Link } from "~/components/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cx } from "~/lib/cx";
import { NamedIcon } from "./icon";
import { serviceTileColors } from "./service-accent";
import { accentText, card, stretchedLink } from "./styles";

/**
 * A service's card: its picture when it has one (sizes from the image library), its icon tile,
 * title linking to its page, and description.
 */
export function ServiceCard({
  service,
  headingLevel = 3,
  eager = false,
}: {
  service: Omit<PublicService, "id"> & { picture?: PublicImage | null };
  headingLevel?: 2 | 3;
  /** The first card of a list that opens the page: its picture is the largest paint, loaded at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cx(card, "service-card")}>
      {service.picture ? (
        <ResponsiveImage
          image={service.picture}
          alt=""
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          priority={eager}
          maxWidth={CARD_IMAGE_MAX_WIDTH}
          minWidth={CARD_IMAGE_MIN_WIDTH}
          className="service-card-cover"
        />
      ) : null}
      <span aria-hidden="true" className={cx("service-tile", serviceTileColors(service))}>
        <NamedIcon name={service.icon} className="h-6 w-6" />
      </span>
      <Heading className="card-title">
        <Link to={`/services/${service.slug}`} className={stretchedLink}>
          {service.title}
        </Link>
      </Heading>
      <p className="service-card-text">{service.description}</p>
      <p aria-hidden="true" className={cx("card-more", accentText)}>
        Learn more →
      </p>
    </article>
  );
}
