import type { StoredImage } from "@common/schemas/images";
import { type ReactNode, useCallback, useState } from "react";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import {
  EmptyState,
  ListStates,
  useClampedPage,
  useListParams,
  useLoadErrorToast,
  useResourceList,
} from "~/features/admin-kit";
import { FOLDER_OPTIONS, IMAGES_COPY } from "./copy";
import { images } from "./resource";

/** What the browser is showing: search, folder and page, kept in the URL or in a dialog's state. */
export type BrowseParams = {
  q: string;
  folder: string;
  page: number;
  set: (changes: { q?: string; folder?: string; page?: number }) => void;
};

const URL_KEYS = ["folder", "view"] as const;

/** The Gallery's view in the URL (?q=&folder=&view=&page=), so back and bookmarks return to it. */
export function useUrlBrowseParams() {
  const params = useListParams(URL_KEYS);
  const browse: BrowseParams = {
    q: params.q,
    folder: params.filters.folder,
    page: params.page,
    set: params.set,
  };
  return { browse, view: params.filters.view === "list" ? "list" : "grid", setView: params.set } as const;
}

/** The picker's view, kept in its dialog (the page behind it keeps its own URL). */
export function useLocalBrowseParams(): BrowseParams {
  const [state, setState] = useState({ q: "", folder: "", page: 1 });
  const set = useCallback<BrowseParams["set"]>(
    (changes) => setState((now) => ({ ...now, page: 1, ...changes })),
    [],
  );
  return { ...state, set };
}

/**
 * The library searched, filtered by folder and paged on the server, with its loading, empty and
 * failed (Try Again) states; `children` draws the loaded page's images. The Gallery and the
 * image fields' picker both browse through it.
 */
export function ImageBrowser({
  params,
  toolbar,
  children,
}: {
  params: BrowseParams;
  /** Beside the search and folder filter (view switch, bulk actions). */
  toolbar?: ReactNode;
  children: (items: StoredImage[]) => ReactNode;
}) {
  const { q, folder, page, set } = params;
  const query = new URLSearchParams({ page: String(page), pageSize: String(images.pageSize) });
  if (q) query.set("q", q);
  if (folder) query.set("folder", folder);
  const list = useResourceList(images, query.toString());
  useLoadErrorToast(list.isError, IMAGES_COPY.loadFailed, IMAGES_COPY.loadFailedMessage);
  useClampedPage(params, list.data?.total, images.pageSize);
  const filtered = Boolean(q || folder);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <SearchInput
          label={IMAGES_COPY.searchLabel}
          placeholder={IMAGES_COPY.searchPlaceholder}
          value={q}
          onSearch={(value) => set({ q: value })}
        />
        <SelectField
          label={IMAGES_COPY.folderFilter}
          hideLabel
          options={[{ value: "", label: IMAGES_COPY.allFolders }, ...FOLDER_OPTIONS]}
          value={folder}
          onChange={(e) => set({ folder: e.target.value })}
        />
      </div>
      {toolbar}
      <ListStates
        query={list}
        loadFailed={IMAGES_COPY.loadFailed}
        skeletonRows={3}
        empty={
          <EmptyState title={filtered ? IMAGES_COPY.emptyFiltered : IMAGES_COPY.empty}>
            <p className="text-sm text-muted">
              {filtered ? IMAGES_COPY.emptyFilteredHint : IMAGES_COPY.emptyHint}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <div aria-busy={list.isFetching || undefined} className="space-y-4">
            {children(data.items)}
            <Pagination
              page={page}
              pageSize={images.pageSize}
              total={data.total}
              onPage={(next) => set({ page: next })}
            />
          </div>
        )}
      </ListStates>
    </div>
  );
}
