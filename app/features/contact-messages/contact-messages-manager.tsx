import type { ContactMessage } from "@common/schemas/contact-messages";
import { Archive, Flag, Inbox, Mail, MailOpen, Reply, Siren } from "lucide-react";
import { useState } from "react";
import { StatCard } from "~/components/ui/stat-card";
import { ResourceSection, useCan, useResourceStats } from "~/features/admin-kit";
import { EmailComposerDialog } from "~/features/email-composer/email-composer";
import { contactReplyContext } from "~/features/email-composer/reply-contexts";
import { INBOX_FILTERS, INBOX_COPY as T } from "./copy";
import { MessageDetailsDialog } from "./message-details-dialog";
import { MessageRow } from "./message-row";
import { contactMessages } from "./resource";
import { useInboxActions } from "./use-inbox-actions";

/**
 * Spec 3 §2 Contact Messages inbox: the figures, server-side search and filters, the messages
 * (a row opens its details; its menu holds the quick actions and Send Reply, the e-mail composer),
 * delete with confirmation.
 */
export function ContactMessagesManager() {
  const can = useCan();
  const actions = useInboxActions();
  const [viewing, setViewing] = useState<ContactMessage | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const canReply = can("email_messages", "create");
  return (
    <>
      <ResourceSection
        resource={contactMessages}
        words={T}
        filters={INBOX_FILTERS}
        layout="list"
        header={<InboxStats />}
        closeOnDeleteError
        renderItem={(row, rowActions) => (
          <MessageRow
            key={row.id}
            message={row}
            actions={rowActions}
            onView={() => setViewing(row)}
            onAction={(action) => void actions.apply(row, action)}
            onReply={canReply ? () => setReplying(row) : undefined}
          />
        )}
      />
      <MessageDetailsDialog
        message={viewing}
        canUpdate={can(contactMessages.table, "update")}
        onClose={() => setViewing(null)}
      />
      <EmailComposerDialog
        context={replying ? contactReplyContext(replying) : null}
        onClose={() => setReplying(null)}
      />
    </>
  );
}

/** The seven figures; spec 3 §8: failed statistics show zeros. */
function InboxStats() {
  const stats = useResourceStats(contactMessages);
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
