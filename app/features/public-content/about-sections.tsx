import type { AboutItem, AboutSection as AboutSectionData } from "@common/schemas/about-content";
import { Icon, type IconName } from "~/components/icon/icon";
import { cx } from "~/lib/cx";
import { accentText, altSurface, card, container } from "./styles";

const ICONS: Record<string, IconName> = {
  history: "History",
  mission: "Compass",
  vision: "Eye",
  values: "CheckCircle2",
  team: "Users",
  awards: "Award",
  timeline: "History",
  custom: "Lightbulb",
};

function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx("space-y-4", className)}>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
    </div>
  );
}

/** A dated list: history and timeline sections (and any list whose entries carry years). */
function Timeline({ items }: { items: AboutItem[] }) {
  return (
    <ol className="mt-6 space-y-6 border-l-2 border-primary/40 pl-6">
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.95rem] top-1 h-3.5 w-3.5 rounded-full bg-primary"
          />
          {item.year ? <p className={cx("text-sm font-semibold", accentText)}>{item.year}</p> : null}
          <h3 className="font-semibold text-fg">{item.title}</h3>
          {item.text ? <p className="mt-1 text-muted">{item.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function Cards({ items }: { items: AboutItem[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`} className={cx(card, "p-5")}>
          {item.year ? <p className={cx("text-sm font-semibold", accentText)}>{item.year}</p> : null}
          <h3 className="font-semibold text-fg">{item.title}</h3>
          {item.text ? <p className="mt-1 text-sm text-muted">{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One about_content row, rendered by its section_type: the description as text, and the list in
 * its content_data (values, milestones, awards, items…) as a timeline for history/timeline and as
 * cards otherwise.
 */
export function AboutSection({ section, index }: { section: AboutSectionData; index: number }) {
  const icon = (Object.hasOwn(ICONS, section.section_type) && ICONS[section.section_type]) || "Lightbulb";
  const dated = section.section_type === "history" || section.section_type === "timeline";
  const headingId = `about-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cx("py-12 sm:py-14", index % 2 === 1 && altSurface)}
      data-section-type={section.section_type}
    >
      <div className={container}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/25 dark:text-white"
          >
            <Icon name={icon} className="h-5 w-5" />
          </span>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {section.title}
          </h2>
          {section.year ? (
            <span className={cx("text-sm font-semibold", accentText)}>{section.year}</span>
          ) : null}
        </div>
        {section.description ? (
          <Paragraphs
            text={section.description}
            className={cx(
              "mt-4 max-w-3xl text-fg",
              (section.section_type === "mission" || section.section_type === "vision") && "text-xl",
            )}
          />
        ) : null}
        {section.items.length > 0 ? (
          dated || section.items.every((i) => i.year) ? (
            <Timeline items={section.items} />
          ) : (
            <Cards items={section.items} />
          )
        ) : null}
      </div>
    </section>
  );
}
