import type { PublicService } from "@common/schemas/services";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { NamedIcon } from "./icon";
import { serviceTileColors } from "./service-accent";
import { accentText, card, stretchedLink } from "./styles";

export function ServiceCard({ service, headingLevel = 3 }: { service: PublicService; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cn(card, "relative flex h-full flex-col p-6 transition hover:shadow-md")}>
      <span
        aria-hidden="true"
        className={cn("flex h-11 w-11 items-center justify-center rounded-lg", serviceTileColors(service))}
      >
        <NamedIcon name={service.icon} className="h-6 w-6" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-fg">
        <Link to={`/services/${service.slug}`} className={cn(stretchedLink, "hover:underline")}>
          {service.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-4 flex-1 text-sm text-muted">{service.description}</p>
      <p aria-hidden="true" className={cn("mt-4 text-sm font-semibold", accentText)}>
        Learn more →
      </p>
    </article>
  );
}
