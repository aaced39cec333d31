import type { Page } from "@common/schemas/pages";
import { Badge } from "~/components/ui/badge";
import { Tabs } from "~/components/ui/tabs";
import {
  CardActions,
  type CardProps,
  ResourceSection,
  sectionOf,
  useTabParam,
  ViewLink,
} from "~/features/admin-kit";
import { RedirectsPanel } from "~/features/redirects/redirects-panel";
import { formatListDate } from "~/lib/format-date";
import { STATUS_LABELS, PAGES_COPY as T } from "./copy";
import { PageDialog } from "./page-dialog";
import { pagesResource } from "./resource";

const TABS = ["pages", "redirects"] as const;
const section = sectionOf(pagesResource, T, PageDialog);

/**
 * The Pages manager (issue 16): the standing pages (edited, never added or deleted) and, in its
 * own tab, the redirects of old addresses.
 */
export function PagesManager() {
  const { tab, setTab } = useTabParam(TABS);
  const items = [
    {
      id: "pages" as const,
      label: T.tabs.pages,
      content: <ResourceSection {...section} layout="list" search={false} card={PageCard} />,
    },
    {
      id: "redirects" as const,
      label: T.tabs.redirects,
      content: (
        <div className="space-y-4">
          <p className="text-sm text-muted">{T.redirectsIntro}</p>
          <RedirectsPanel />
        </div>
      ),
    },
  ];
  return <Tabs label={T.tabsLabel} value={tab} onValueChange={setTab} items={items} />;
}

function PageCard({ row, actions }: CardProps<Page>) {
  const address = `/${row.slug}`;
  return (
    <li
      aria-label={row.title}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="min-w-0">
        <h3 className="font-semibold break-words">{row.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <code className="text-xs">{address}</code>
          <Badge tone={row.status === "published" ? "green" : "gray"}>{STATUS_LABELS[row.status]}</Badge>
          <span>
            Updated <time dateTime={row.updated_at}>{formatListDate(row.updated_at)}</time>
          </span>
        </p>
      </div>
      {/* Standing pages are edited, never deleted. */}
      <CardActions name={row.title} actions={{ ...actions, canDelete: false }}>
        <ViewLink to={address} name={row.title} />
      </CardActions>
    </li>
  );
}
