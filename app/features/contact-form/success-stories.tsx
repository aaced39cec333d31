import type { PublicSuccessStory } from "@common/schemas/success-stories";
import { Icon } from "~/components/icon/icon";

const EXCERPT_LENGTH = 260;

function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= EXCERPT_LENGTH) return clean;
  const cut = clean.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : EXCERPT_LENGTH)}...`;
}

/** Featured client stories; the caller shows the section only when there are some. */
export function SuccessStories({ stories, siteName }: { stories: PublicSuccessStory[]; siteName: string }) {
  return (
    <section aria-labelledby="success-stories-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="success-stories-heading" className="text-2xl font-bold sm:text-3xl">
        Clients who reached out
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Every project with {siteName} starts with a conversation. Here is where some of them led.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => {
          const who = [story.client_role, story.client_company].filter(Boolean).join(", ");
          return (
            <li
              key={story.id}
              className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
            >
              <Icon name="Quote" aria-hidden="true" className="h-6 w-6 text-primary" />
              <h3 className="mt-3 text-lg font-semibold">{story.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{excerpt(story.story_content)}</p>
              {story.results_achieved ? (
                <p className="mt-4 rounded-md bg-bg p-3 text-sm">
                  <span className="font-semibold">Results: </span>
                  {story.results_achieved}
                </p>
              ) : null}
              <p className="mt-4 text-sm">
                <span className="font-semibold">{story.client_name}</span>
                {who ? <span className="block text-muted">{who}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
