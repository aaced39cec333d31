import { describeUpdate, OVERVIEW_TEXT, updateResource } from "@common/overview";
import type { RecentUpdate } from "@common/schemas/overview";
import { Link } from "~/components/link";
import { formatListDate } from "~/lib/format-date";
import { type DashboardSection, sectionPath } from "./sections";

/**
 * The Overview's Recent Updates: each entry a sentence ("Ada set the quote request from Quinn Lee
 * to reviewing", "New message from Sam Ray"), linking to its section when the admin may open it.
 */
export function RecentUpdates({
  updates,
  sections,
}: {
  updates: RecentUpdate[] | undefined;
  /** The sections this admin can open. */
  sections: DashboardSection[];
}) {
  if (!updates) return <p className="mt-3 text-sm text-muted">Loading…</p>;
  if (updates.length === 0) return <p className="mt-3 text-sm text-muted">{OVERVIEW_TEXT.noUpdates}</p>;
  return (
    <ul className="mt-3 divide-y divide-border">
      {updates.map((update) => {
        const { actor, text } = describeUpdate(update);
        const resource = updateResource(update);
        const section = sections.find((s) => s.id !== "" && s.permission[0] === resource);
        const sentence = actor ? (
          <>
            <span className="font-semibold">{actor}</span> {text}
          </>
        ) : (
          text
        );
        return (
          <li
            key={`${update.kind}:${update.id}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm"
          >
            {section ? (
              <Link
                to={sectionPath(section)}
                className="min-w-0 break-words rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {sentence}
              </Link>
            ) : (
              <span className="min-w-0 break-words">{sentence}</span>
            )}
            <time dateTime={update.created_at} className="shrink-0 text-muted">
              {formatListDate(update.created_at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
