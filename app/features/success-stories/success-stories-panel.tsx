import { STORY_CATEGORIES } from "@common/options";
import {
  STORY_CATEGORY_LABELS,
  type StoryCategory,
  type SuccessStory,
  storyCategoryLabel,
} from "@common/schemas/success-stories";
import { arrayMove } from "@dnd-kit/sortable";
import { BookOpen, Eye, Plus, Star, Tags } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import { ReorderStatus, SortableList } from "~/components/ui/sortable-list";
import { StatCard } from "~/components/ui/stat-card";
import {
  EmptyState,
  ListSkeleton,
  LoadFailed,
  SectionToolbar,
  useCan,
  useClampedPage,
  useListParams,
} from "~/features/admin-kit";
import { STORIES_COPY } from "./copy";
import { useDeleteStory, useReorderStories, useStories, useStoryStats, useToggleStory } from "./queries";
import { type StoryActions, StoryCard } from "./story-card";
import { StoryDialog } from "./story-dialog";

type Story = SuccessStory;
const RESOURCE = "success_stories";
/** Large enough that the whole list (and so its order) fits one page in practice. */
const PAGE_SIZE = 100;

const FILTER_KEYS = ["category", "status"] as const;
const STATUSES = ["active", "inactive", "featured"] as const;
const CATEGORY_OPTIONS = [
  { value: "", label: "All Categories" },
  ...STORY_CATEGORIES.map((c) => ({ value: c, label: STORY_CATEGORY_LABELS[c] })),
];
const STATUS_OPTIONS = [
  { value: "", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "featured", label: "Featured" },
];

/** The API query for the URL's search, filters and page (unknown filter values are ignored). */
function apiQuery(q: string, filters: Record<(typeof FILTER_KEYS)[number], string>, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) query.set("q", q);
  if ((STORY_CATEGORIES as readonly string[]).includes(filters.category)) {
    query.set("category", filters.category);
  }
  const status = STATUSES.find((s) => s === filters.status);
  if (status === "featured") query.set("is_featured", "true");
  else if (status) query.set("is_active", String(status === "active"));
  return query.toString();
}

/**
 * Spec 2 §2 Success Stories panel: the four stat cards, the list (search and filters in the URL,
 * answered by the server), add / edit dialogs, enable / disable and feature / unfeature
 * (optimistic), drag reordering of the whole list (optimistic, locked while saving, rolled back
 * on failure) and delete with the spec's question.
 */
export function SuccessStoriesPanel() {
  const can = useCan();
  const allowed = {
    create: can(RESOURCE, "create"),
    update: can(RESOURCE, "update"),
    delete: can(RESOURCE, "delete"),
  };
  const params = useListParams(FILTER_KEYS);
  const list = useStories(apiQuery(params.q, params.filters, params.page));
  const reorder = useReorderStories();
  const toggle = useToggleStory();
  const remove = useDeleteStory();
  const [dialog, setDialog] = useState<{ story: Story | null } | null>(null);
  const [deleting, setDeleting] = useState<Story | null>(null);

  const stories = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const locked = reorder.isPending;
  const loadFailed = list.isError && !list.data;
  const filtered = Boolean(params.q || params.filters.category || params.filters.status);
  // The API saves an order of every story, so only the whole, unfiltered list can be reordered.
  const wholeList = !filtered && total <= PAGE_SIZE;
  const canReorder = allowed.update && wholeList && stories.length > 1;

  useEffect(() => {
    if (loadFailed) {
      toast.error(STORIES_COPY.loadFailed.title, { description: STORIES_COPY.loadFailed.description });
    }
  }, [loadFailed]);

  function onMove(from: number, to: number) {
    if (locked) return;
    const items = arrayMove(stories, from, to).map((s, i) => ({ ...s, order_index: i + 1 }));
    reorder.mutate(
      { key: list.queryKey, items },
      {
        onSuccess: () =>
          toast.success(STORIES_COPY.reordered.title, { description: STORIES_COPY.reordered.description }),
        onError: () =>
          toast.error(STORIES_COPY.reorderFailed.title, {
            description: STORIES_COPY.reorderFailed.description,
          }),
      },
    );
  }

  const actions: StoryActions = {
    onEdit: (story) => setDialog({ story }),
    onToggleActive: (story) => {
      const is_active = !story.is_active;
      toggle.mutate(
        { id: story.id, patch: { is_active } },
        {
          onSuccess: () =>
            toast.success(is_active ? STORIES_COPY.enabled : STORIES_COPY.disabled, {
              description: `"${story.title}" is ${is_active ? "shown on" : "hidden from"} the website.`,
            }),
          onError: () =>
            toast.error(STORIES_COPY.statusFailed.title, {
              description: STORIES_COPY.statusFailed.description,
            }),
        },
      );
    },
    onToggleFeatured: (story) => {
      const is_featured = !story.is_featured;
      toggle.mutate(
        { id: story.id, patch: { is_featured } },
        {
          onSuccess: () =>
            toast.success(is_featured ? STORIES_COPY.featured : STORIES_COPY.unfeatured, {
              description: `"${story.title}"`,
            }),
          onError: () =>
            toast.error(STORIES_COPY.featureFailed.title, {
              description: STORIES_COPY.featureFailed.description,
            }),
        },
      );
    },
    onDelete: (story) => setDeleting(story),
  };

  function confirmDelete() {
    const story = deleting;
    if (!story) return;
    remove.mutate(story.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(STORIES_COPY.deleted, { description: `"${story.title}" was deleted.` });
      },
      onError: () => {
        setDeleting(null);
        toast.error(STORIES_COPY.deleteFailed.title, { description: STORIES_COPY.deleteFailed.description });
      },
    });
  }

  useClampedPage(params, list.data?.total, PAGE_SIZE);

  const addButton = allowed.create ? (
    <Button onClick={() => setDialog({ story: null })} disabled={locked}>
      <Plus aria-hidden="true" className="h-4 w-4" /> {STORIES_COPY.add}
    </Button>
  ) : null;

  return (
    <div className="space-y-6">
      <SectionToolbar description={STORIES_COPY.description}>{addButton}</SectionToolbar>

      <StoryStats />

      <section aria-label="Success stories list" className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto]">
          <div className="sm:col-span-2 lg:col-span-1">
            <SearchInput
              label="Search stories"
              placeholder="Search stories..."
              value={params.q}
              onSearch={(q) => params.set({ q })}
            />
          </div>
          <SelectField
            label="Filter by category"
            hideLabel
            options={CATEGORY_OPTIONS}
            value={params.filters.category}
            onChange={(e) => params.set({ category: e.target.value })}
          />
          <SelectField
            label="Filter by status"
            hideLabel
            options={STATUS_OPTIONS}
            value={params.filters.status}
            onChange={(e) => params.set({ status: e.target.value })}
          />
        </div>

        {loadFailed ? (
          <LoadFailed message={STORIES_COPY.loadFailed.description} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <ListSkeleton rows={3} />
        ) : stories.length === 0 ? (
          <EmptyState title={filtered ? STORIES_COPY.noMatch : STORIES_COPY.empty}>
            {filtered ? null : addButton}
          </EmptyState>
        ) : (
          <>
            {allowed.update && stories.length > 1 ? (
              canReorder ? (
                <ReorderStatus
                  saving={locked}
                  hint={STORIES_COPY.dragHint}
                  savingText={STORIES_COPY.savingOrder}
                />
              ) : (
                <p className="text-sm text-muted">{STORIES_COPY.filteredHint}</p>
              )
            ) : null}
            <SortableList
              items={stories}
              idOf={(s) => s.id}
              labelOf={(s) => s.title}
              noun="story"
              label="Success stories"
              busy={locked}
              onMove={onMove}
              className="space-y-2"
            >
              {(story) => (
                <StoryCard
                  key={story.id}
                  story={story}
                  locked={locked}
                  canReorder={canReorder}
                  can={allowed}
                  actions={actions}
                />
              )}
            </SortableList>
            <Pagination
              page={params.page}
              pageSize={PAGE_SIZE}
              total={total}
              onPage={(p) => params.set({ page: p })}
            />
          </>
        )}
      </section>

      {dialog ? <StoryDialog story={dialog.story} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={STORIES_COPY.confirmDeleteTitle}
        message={deleting ? STORIES_COPY.confirmDelete(deleting.title) : ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

const NO_STATS = { total: 0, active: 0, featured: 0, categories: {} };

/** Spec 2 §2's four cards; Categories counts the categories in use, listed below with their counts. */
function StoryStats() {
  const query = useStoryStats();
  // A failed load shows zeros rather than endless placeholders (spec 2 §7: zero defaults).
  const data = query.data ?? (query.isError ? NO_STATS : undefined);
  const categories = data ? (Object.entries(data.categories) as [StoryCategory, number][]) : [];
  return (
    <section aria-label="Success story statistics" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Stories" value={data?.total} icon={BookOpen} />
        <StatCard label="Active" value={data?.active} icon={Eye} />
        <StatCard label="Featured" value={data?.featured} icon={Star} />
        <StatCard label="Categories" value={data ? categories.length : undefined} icon={Tags} />
      </div>
      {categories.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {categories.map(([category, n]) => (
            <div key={category} className="flex gap-1">
              <dt className="text-muted">{storyCategoryLabel(category)}</dt>
              <dd className="font-medium">{n}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
