import type { PublicImage } from "@common/public-images";
import type { PublicHeroSlide } from "@common/schemas/hero-slides";
import { useState } from "react";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { container, onPrimaryButton, onPrimaryOutlineButton } from "./styles";
import { SmartLink } from "./ui";

/** A slide as the home page receives it (without its id); `images` gives its picture's stored size. */
export type HeroSlide = Omit<PublicHeroSlide, "id">;

/** A slide's button: shown only with both a text and a link. */
function slideButtons(slide: HeroSlide) {
  return [
    { text: slide.cta_text, link: slide.cta_link, className: onPrimaryButton, arrow: true },
    {
      text: slide.secondary_cta_text,
      link: slide.secondary_cta_link,
      className: onPrimaryOutlineButton,
      arrow: false,
    },
  ].filter((b): b is typeof b & { text: string; link: string } => Boolean(b.text?.trim() && b.link));
}

const controlButton = "hero-control";

/**
 * The home page's hero: the site's name as the page's <h1>, then the active slides, each over its
 * picture (the first one loaded at once, the others when shown). Slides change only when the
 * visitor asks (previous / next / a slide's dot): nothing moves on its own, so there is nothing to
 * pause and no motion to reduce. Without JavaScript the first slide shows. Without slides, the
 * site's tagline (or name) stands as the headline.
 */
export function HeroCarousel({
  siteName,
  tagline,
  slides,
  images = {},
}: {
  siteName: string;
  tagline: string | null;
  slides: HeroSlide[];
  /** Stored sizes of the slides' pictures, by address (publicImages). */
  images?: Record<string, PublicImage>;
}) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const current = slides[index];
  // The slides after the first are hidden until the visitor (with JavaScript) asks for them, so
  // the server's HTML leaves them out; they join once hydrated (the first client render matches).
  const hydrated = useHydrated();
  const rendered = (i: number) => i === index || hydrated;

  return (
    <div className="primary-band relative isolate overflow-hidden text-white" data-testid="hero">
      {slides.map((slide, i) =>
        slide.image_url && rendered(i) ? (
          <div key={i} hidden={i !== index} className="absolute inset-0 -z-20" data-testid="hero-image">
            <ResponsiveImage
              image={images[slide.image_url] ?? { src: slide.image_url, width: null, height: null }}
              alt={slide.image_alt ?? ""}
              priority={i === 0}
              className="h-full w-full object-cover"
            />
          </div>
        ) : null,
      )}
      {current?.image_url ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 to-black/40"
        />
      ) : null}
      <div className={cx(container, "py-16 sm:py-24")}>
        <h1 className="hero-eyebrow">
          {siteName}
          {tagline ? <span className="sr-only">{`: ${tagline}`}</span> : null}
        </h1>
        {count === 0 ? (
          <div className="mt-4 max-w-3xl">
            <p className="text-4xl font-bold tracking-tight sm:text-5xl">{tagline || siteName}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/contact" className={onPrimaryButton}>
                Contact us
              </Link>
              <Link to="/services" className={onPrimaryOutlineButton}>
                Our services
              </Link>
            </div>
          </div>
        ) : (
          <section aria-roledescription="carousel" aria-label="Highlights" className="mt-4">
            <div aria-live="polite" aria-atomic="false">
              {slides.map((slide, i) =>
                rendered(i) ? (
                  // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
                  <div
                    key={i}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${i + 1} of ${count}`}
                    hidden={i !== index}
                    className="hero-slide"
                    data-testid="hero-slide"
                  >
                    {slide.subtitle ? <p className="hero-subtitle">{slide.subtitle}</p> : null}
                    <h2 className="hero-title">{slide.title}</h2>
                    {slide.description ? <p className="hero-text">{slide.description}</p> : null}
                    {slideButtons(slide).length > 0 ? (
                      <div className="mt-8 flex flex-wrap gap-3">
                        {slideButtons(slide).map((button) => (
                          <SmartLink key={button.className} to={button.link} className={button.className}>
                            {button.text}
                            {button.arrow ? (
                              <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
                            ) : null}
                          </SmartLink>
                        ))}
                      </div>
                    ) : null}
                  </div>
                ) : null,
              )}
            </div>
            {count > 1 ? (
              <div className="mt-10 flex items-center gap-3">
                <button
                  type="button"
                  className={controlButton}
                  onClick={() => go(index - 1)}
                  aria-label="Previous slide"
                >
                  <Icon name="ChevronLeft" aria-hidden="true" className="h-5 w-5" />
                </button>
                <ul className="flex items-center gap-1">
                  {slides.map((slide, i) => (
                    <li key={i}>
                      <button
                        type="button"
                        onClick={() => go(i)}
                        aria-label={`Show slide ${i + 1} of ${count}: ${slide.title}`}
                        aria-current={i === index ? "true" : undefined}
                        className="hero-dot"
                      >
                        <span
                          aria-hidden="true"
                          className={i === index ? "hero-pip hero-pip-on" : "hero-pip"}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={controlButton}
                  onClick={() => go(index + 1)}
                  aria-label="Next slide"
                >
                  <Icon name="ChevronRight" aria-hidden="true" className="h-5 w-5" />
                </button>
              </div>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
