import { STORY_CATEGORIES } from "@common/options";
import { type StoryCategory, storyCategoryLabel } from "@common/schemas/success-stories";
import { BookOpen, Eye, Star, Tags } from "lucide-react";
import { StatCard, StatSection } from "~/components/ui/stat-card";
import {
  type ListParams,
  ResourceSection,
  SortableRows,
  sectionOf,
  useResourceStats,
  useToggleField,
} from "~/features/admin-kit";
import { REORDER_COPY, STORIES_COPY, STORY_FILTERS, toggleToasts } from "./copy";
import { successStories } from "./resource";
import { StoryCard } from "./story-card";
import { StoryDialog } from "./story-dialog";

const section = sectionOf(successStories, STORIES_COPY, StoryDialog);
const STATUSES = ["active", "inactive", "featured"] as const;

/** The API query for the URL's search, filters and page (unknown filter values are ignored). */
function toQuery(params: ListParams<string>) {
  const { category = "", status = "" } = params.filters;
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(successStories.pageSize) });
  if (params.q) query.set("q", params.q);
  if ((STORY_CATEGORIES as readonly string[]).includes(category)) query.set("category", category);
  const known = STATUSES.find((s) => s === status);
  if (known === "featured") query.set("is_featured", "true");
  else if (known) query.set("is_active", String(known === "active"));
  return query.toString();
}

/**
 * Spec 2 §2 Success Stories panel: the four stat cards, the list (search and filters in the URL,
 * answered by the server), add / edit dialogs, enable / disable and feature / unfeature (shown at
 * once, put back on failure), drag reordering of the whole list and delete with the spec's question.
 */
export function SuccessStoriesPanel() {
  const onToggle = useToggleField(successStories, toggleToasts);
  return (
    <ResourceSection
      {...section}
      filters={STORY_FILTERS}
      toQuery={toQuery}
      layout="list"
      header={<StoryStats />}
      renderList={(shown) => (
        <SortableRows
          resource={successStories}
          shown={shown}
          noun="story"
          labelOf={(story) => story.title}
          words={REORDER_COPY}
        >
          {(story, state) => <StoryCard key={story.id} story={story} onToggle={onToggle} {...state} />}
        </SortableRows>
      )}
    />
  );
}

const NO_STATS = { total: 0, active: 0, featured: 0, categories: {} };

/** Spec 2 §2's four cards; Categories counts the categories in use, listed below with their counts. */
function StoryStats() {
  const query = useResourceStats(successStories);
  // A failed load shows zeros rather than endless placeholders (spec 2 §7: zero defaults).
  const data = query.data ?? (query.isError ? NO_STATS : undefined);
  const categories = data ? (Object.entries(data.categories) as [StoryCategory, number][]) : [];
  const breakdown = categories.map(([category, n]) => [storyCategoryLabel(category), n] as const);
  return (
    <StatSection label="Success story statistics" breakdown={breakdown}>
      <StatCard label="Total Stories" value={data?.total} icon={BookOpen} />
      <StatCard label="Active" value={data?.active} icon={Eye} />
      <StatCard label="Featured" value={data?.featured} icon={Star} />
      <StatCard label="Categories" value={data ? categories.length : undefined} icon={Tags} />
    </StatSection>
  );
}
