import { diskUsageText, OVERVIEW_TEXT as T } from "@common/overview";
import { type OverviewData, OverviewSchema } from "@common/schemas/overview";
import { useQuery } from "@tanstack/react-query";
import {
  Briefcase,
  FileText,
  Inbox,
  Layers,
  type LucideIcon,
  MailOpen,
  MessageSquareQuote,
  Users,
} from "lucide-react";
import { Link } from "~/components/link";
import { StatCard } from "~/components/ui/stat-card";
import { InviteAdminCard } from "~/features/admin-invitations/invite-admin-card";
import { CREATE_SEARCH, LoadFailed, useCan, useDashboardSession } from "~/features/admin-kit";
import { api } from "~/lib/api";
import { RecentUpdates } from "./recent-updates";
import { sectionPath, visibleSections } from "./sections";

const CARDS: { key: keyof OverviewData["counts"]; label: string; icon: LucideIcon }[] = [
  { key: "projects", label: "Projects", icon: Briefcase },
  { key: "services", label: "Services", icon: Layers },
  { key: "testimonials", label: "Testimonials", icon: MessageSquareQuote },
  { key: "team_members", label: "Team Members", icon: Users },
  { key: "new_quote_requests_week", label: "Quote Requests This Week", icon: FileText },
  { key: "unread_messages", label: "Unread Messages", icon: Inbox },
  { key: "unread_replies", label: "Unread Replies", icon: MailOpen },
];

/** Spec 2 §2's quick actions; each shows only once its section exists and is permitted. */
const QUICK_ACTIONS = [
  { section: "projects", label: "Add New Project", search: CREATE_SEARCH },
  { section: "services", label: "Create Service", search: CREATE_SEARCH },
  { section: "messages", label: "View Messages" },
  { section: "requirement-forms", label: "View Quote Requests" },
];

/** Spec 2 §2 Overview, with live figures (ARCHITECTURE.md decision 7), refreshed every minute. */
export function Overview() {
  const session = useDashboardSession();
  const can = useCan();
  const query = useQuery({
    queryKey: ["admin", "overview"],
    queryFn: ({ signal }) => api("/api/v1/admin/overview", { signal, schema: OverviewSchema }),
    refetchInterval: 60_000,
  });
  const sections = visibleSections(session.permissions);
  const actions = QUICK_ACTIONS.flatMap((action) => {
    const section = sections.find((s) => s.id === action.section);
    return section ? [{ ...action, to: sectionPath(section) + (action.search ?? "") }] : [];
  });
  const data = query.data;

  if (query.isError) {
    return <LoadFailed message="Failed to load the overview." onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="sr-only">
          Figures
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7">
          {CARDS.map((card) => (
            <StatCard key={card.key} label={card.label} icon={card.icon} value={data?.counts[card.key]} />
          ))}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="recent-updates"
          className="rounded-lg border border-border bg-card p-5 lg:col-span-2"
        >
          <h2 id="recent-updates" className="text-lg font-semibold">
            Recent Updates
          </h2>
          <RecentUpdates updates={data?.recent_updates} sections={sections} />
        </section>
        <div className="space-y-6">
          {actions.length > 0 ? (
            <section aria-labelledby="quick-actions" className="rounded-lg border border-border bg-card p-5">
              <h2 id="quick-actions" className="text-lg font-semibold">
                Quick Actions
              </h2>
              <ul className="mt-3 space-y-2">
                {actions.map((action) => (
                  <li key={action.section}>
                    <Link
                      to={action.to}
                      className="block rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
                    >
                      {action.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <SystemStatus system={data?.system} />
        </div>
      </div>
      {can("admin_users", "manage") ? <InviteAdminCard /> : null}
    </>
  );
}

function SystemStatus({ system }: { system: OverviewData["system"] | undefined }) {
  // [test id, label, value]
  const rows: [string, string, string][] = system
    ? [
        [
          "Database",
          "Database",
          system.database.ok
            ? `Online${system.database.latency_ms === null ? "" : ` (${system.database.latency_ms} ms)`}`
            : "Offline",
        ],
        ["API", "API", "Active"],
        ["Storage", T.disk, system.storage ? diskUsageText(system.storage) : T.unknown],
        ["E-mail", "E-mail", system.email_configured ? "Configured" : "Not configured"],
      ]
    : [];
  return (
    <section aria-labelledby="system-status" className="rounded-lg border border-border bg-card p-5">
      <h2 id="system-status" className="text-lg font-semibold">
        System Status
      </h2>
      {system ? (
        <dl className="mt-3 space-y-2 text-sm">
          {rows.map(([id, label, value]) => (
            <div key={id} className="flex justify-between gap-x-3">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium" data-testid={`status-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted">Loading…</p>
      )}
    </section>
  );
}
