import { CONTACT_STATUSES, PRIORITIES } from "@common/options";
import { type ContactMessage, CONTACT_INBOX_TEXT as T } from "@common/schemas/contact-messages";
import { Archive, Flag, Inbox, Mail, MailOpen, Reply, Siren } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import { StatCard } from "~/components/ui/stat-card";
import {
  EmptyState,
  ListStates,
  SectionToolbar,
  useCan,
  useClampedPage,
  useListParams,
} from "~/features/admin-kit";
import { PRIORITY_LABELS, STATUS_LABELS } from "./message-badges";
import { MessageDetailsDialog } from "./message-details-dialog";
import { MessageRow } from "./message-row";
import { INBOX_PAGE_SIZE, useContactMessageStats, useContactMessages } from "./queries";
import { useInboxActions } from "./use-inbox-actions";

const FILTERS = ["status", "priority"] as const;

const STATUS_OPTIONS = [
  { value: "all", label: "All Statuses" },
  ...CONTACT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const PRIORITY_OPTIONS = [
  { value: "all", label: "All Priorities" },
  ...PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
];

/** Spec 3 §2 Contact Messages inbox: figures, server-side search and filters, the list, dialogs. */
export function ContactInbox() {
  const can = useCan();
  const canUpdate = can("contact_messages", "update");
  const canDelete = can("contact_messages", "delete");
  const params = useListParams(FILTERS);
  const list = useContactMessages(params.toQuery({ pageSize: INBOX_PAGE_SIZE }));
  const actions = useInboxActions();
  const [viewing, setViewing] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  // Spec 3 §8: a failed load says so once per failure; the list area offers Retry.
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(T.loadFailed.title, { description: T.loadFailed.message });
  }, [failedAt]);

  useClampedPage(params, list.data?.total, INBOX_PAGE_SIZE);

  const onDelete = async () => {
    if (!deleting) return;
    await actions.destroy(deleting);
    setDeleting(null);
  };

  return (
    <>
      <SectionToolbar description="Messages sent through the contact form. New ones are highlighted." />
      <InboxStats />
      <section aria-labelledby="inbox-list-heading" className="space-y-4">
        <h2 id="inbox-list-heading" className="sr-only">
          Message list
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
          <SearchInput
            label="Search messages"
            placeholder="Search by name, email, company or message..."
            value={params.q}
            onSearch={(q) => params.set({ q })}
          />
          <SelectField
            label="Filter by status"
            hideLabel
            options={STATUS_OPTIONS}
            value={params.filters.status || "all"}
            onChange={(e) => params.set({ status: e.target.value })}
          />
          <SelectField
            label="Filter by priority"
            hideLabel
            options={PRIORITY_OPTIONS}
            value={params.filters.priority || "all"}
            onChange={(e) => params.set({ priority: e.target.value })}
          />
        </div>
        <ListStates query={list} loadFailed={T.loadFailed.message} empty={<EmptyState title={T.empty} />}>
          {(data) => (
            <>
              <ul aria-busy={list.isFetching} className="space-y-3">
                {data.items.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    canUpdate={canUpdate}
                    canDelete={canDelete}
                    onView={() => setViewing(message)}
                    onAction={(action) => void actions.apply(message, action)}
                    onDelete={() => setDeleting(message)}
                  />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>
      <MessageDetailsDialog message={viewing} canUpdate={canUpdate} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Message"
        message={T.deleteConfirm}
        pending={actions.deleting}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}

/** The seven figures; spec 3 §8: failed statistics show zeros. */
function InboxStats() {
  const stats = useContactMessageStats();
  const value = (key: keyof NonNullable<typeof stats.data>) =>
    stats.data ? stats.data[key] : stats.isError ? 0 : undefined;
  return (
    <section aria-label="Message statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      <StatCard label="Total" icon={Inbox} value={value("total")} />
      <StatCard label="New" icon={Mail} value={value("new")} />
      <StatCard label="Read" icon={MailOpen} value={value("read")} />
      <StatCard label="Replied" icon={Reply} value={value("replied")} />
      <StatCard label="Archived" icon={Archive} value={value("archived")} />
      <StatCard label="High Priority" icon={Flag} value={value("high_priority")} />
      <StatCard label="Urgent" icon={Siren} value={value("urgent")} />
    </section>
  );
}
