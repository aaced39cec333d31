import { ImageOff } from "lucide-react";
import { ShownInOrderSection, sectionOf } from "~/features/admin-kit";
import { HERO_SLIDES_COPY } from "./copy";
import { HeroSlideDialog } from "./hero-slide-dialog";
import { heroSlides } from "./resource";

const section = sectionOf(heroSlides, HERO_SLIDES_COPY, HeroSlideDialog);

/**
 * Issue 16: the home page's hero slides — the whole list in display order (drag to reorder),
 * each card with its picture, headline and buttons; add, edit, show / hide and delete.
 */
export function HeroSlidesManager() {
  return (
    <ShownInOrderSection
      {...section}
      media={(slide) =>
        slide.image_url ? (
          <img
            src={slide.image_url}
            alt=""
            loading="lazy"
            className="aspect-video w-24 shrink-0 rounded-md border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-video w-24 shrink-0 items-center justify-center rounded-md border border-dashed border-border text-muted"
          >
            <ImageOff className="h-5 w-5" />
          </span>
        )
      }
      details={(slide) => {
        const buttons = [slide.cta_text, slide.secondary_cta_text].filter(Boolean);
        return (
          <>
            {slide.subtitle ? (
              <p className="mt-0.5 text-sm break-words text-muted">{slide.subtitle}</p>
            ) : null}
            {slide.description ? (
              <p className="mt-1 line-clamp-2 text-sm break-words">{slide.description}</p>
            ) : null}
            {buttons.length > 0 ? (
              <p className="mt-1 text-xs text-muted">Buttons: {buttons.join(" · ")}</p>
            ) : null}
          </>
        );
      }}
    />
  );
}
