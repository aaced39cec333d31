import type { EmailStats } from "@common/schemas/email-conversations";
import { useQueryClient } from "@tanstack/react-query";
import { Clock, FileText, MessagesSquare, Plus, RefreshCw, Send, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { StatCard, StatSection } from "~/components/ui/stat-card";
import { Tabs } from "~/components/ui/tabs";
import { showToast, useCan, useResourceStats, useTabParam } from "~/features/admin-kit";
import { EmailComposerDialog } from "~/features/email-composer/email-composer";
import { ConversationBrowser } from "~/features/email-conversations/conversation-browser";
import {
  CONVERSATION_FILTERS,
  CONVERSATIONS_WORDS,
  INBOX_FILTERS,
  INBOX_WORDS,
} from "~/features/email-conversations/copy";
import { emailConversations, useCreateTestEmails } from "~/features/email-conversations/resource";
import { EmailSettingsSection } from "~/features/email-settings/email-settings-form";
import { TemplatesTab } from "~/features/email-templates/templates-tab";
import { EMAIL_AREA_COPY as T } from "./copy";

/** The tab in the URL (?tab=); a change of tab starts its lists afresh (no search or page carried). */
const TABS = ["inbox", "conversations", "templates", "settings"] as const;

/**
 * Spec 3 §2 Email Management area: the figures, "Create Test Emails" and "Compose Email", and
 * the tabs inbox, conversations, templates and settings (each shown only with its permission).
 */
export function EmailManagement() {
  const can = useCan();
  const { tab, setTab } = useTabParam(TABS);
  const [composing, setComposing] = useState(false);
  const canSend = can("email_messages", "create");
  const createTests = useCreateTestEmails();
  const compose = () => setComposing(true);

  const onCreateTests = () =>
    createTests.mutate(undefined, {
      onSuccess: () => showToast("success", T.testEmailsCreated),
      onError: (error) =>
        showToast("error", {
          title: T.testEmailsFailed.title,
          description: error.message || T.testEmailsFailed.description,
        }),
    });

  const inboxActions = (
    <>
      <RefreshButton />
      {canSend ? (
        <Button variant="secondary" onClick={compose}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Compose
        </Button>
      ) : null}
    </>
  );

  const items = [
    {
      id: "inbox" as const,
      label: T.tabs.inbox,
      content:
        tab === "inbox" ? (
          <ConversationBrowser words={INBOX_WORDS} filters={INBOX_FILTERS} actions={inboxActions} />
        ) : null,
    },
    {
      id: "conversations" as const,
      label: T.tabs.conversations,
      content:
        tab === "conversations" ? (
          <ConversationBrowser words={CONVERSATIONS_WORDS} filters={CONVERSATION_FILTERS} showPriority />
        ) : null,
    },
    ...(can("email_templates", "read")
      ? [
          {
            id: "templates" as const,
            label: T.tabs.templates,
            content: tab === "templates" ? <TemplatesTab /> : null,
          },
        ]
      : []),
    ...(can("email_settings", "read")
      ? [
          {
            id: "settings" as const,
            label: T.tabs.settings,
            content: tab === "settings" ? <EmailSettingsSection /> : null,
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap justify-end gap-2">
        {can("email_conversations", "create") ? (
          <Button variant="secondary" onClick={onCreateTests} disabled={createTests.isPending}>
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {createTests.isPending ? T.creatingTestEmails : T.createTestEmails}
          </Button>
        ) : null}
        {canSend ? (
          <Button onClick={compose}>
            <Send aria-hidden="true" className="h-4 w-4" /> {T.compose}
          </Button>
        ) : null}
      </div>
      <EmailStatCards />
      <Tabs label={T.tabsLabel} value={tab} onValueChange={setTab} items={items} />
      <EmailComposerDialog
        context={composing ? { draftKey: "compose", title: T.composeTitle } : null}
        onClose={() => setComposing(false)}
      />
    </div>
  );
}

/** The inbox's Refresh: asks the server again for the lists, the figures and the open conversation. */
function RefreshButton() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await client.invalidateQueries({ queryKey: emailConversations.key });
        setBusy(false);
      }}
    >
      <RefreshCw aria-hidden="true" className={busy ? "h-4 w-4 animate-spin" : "h-4 w-4"} /> Refresh
    </Button>
  );
}

/** Spec 3 §2's four figures (computed in SQL); spec 3 §8: failed statistics show zeros. */
function EmailStatCards() {
  const { data, isError } = useResourceStats(emailConversations);
  const stats: EmailStats | undefined = isError ? ZERO : data;
  const s = T.stats;
  return (
    <StatSection label={s.label}>
      <StatCard
        label={s.total}
        value={stats?.total_conversations}
        icon={MessagesSquare}
        hint={stats ? s.active(stats.active_conversations) : undefined}
      />
      <StatCard
        label={s.sent}
        value={stats?.sent_messages}
        icon={Send}
        hint={stats ? s.today(stats.messages_today) : undefined}
      />
      <StatCard
        label={s.response}
        value={
          stats
            ? stats.avg_response_time_hours === null
              ? s.notAvailable
              : s.hours(stats.avg_response_time_hours)
            : undefined
        }
        icon={Clock}
        hint={stats && stats.unread_replies > 0 ? s.unread(stats.unread_replies) : undefined}
      />
      <StatCard label={s.templates} value={stats?.templates_count} icon={FileText} />
    </StatSection>
  );
}

const ZERO: EmailStats = {
  total_conversations: 0,
  active_conversations: 0,
  sent_messages: 0,
  messages_today: 0,
  avg_response_time_hours: null,
  templates_count: 0,
  unread_replies: 0,
};
