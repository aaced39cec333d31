import { AI_TEXT, type AiSettings } from "@common/schemas/ai-settings";
import { Bot, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Tabs } from "~/components/ui/tabs";
import { LoadFailed, LoadingState, showToast, useCan, useTabParam } from "~/features/admin-kit";
import { AnalyticsTab, ChatDialog, ChatPanel, InsightsTab } from "~/features/ai";
import { AI_SETTINGS_COPY as T } from "./copy";
import { FeaturesTab } from "./features-tab";
import { KeyForm } from "./key-form";
import { ModelForm } from "./model-form";
import { OverviewTab, type SettingsDialog } from "./overview-tab";
import { PreferencesForm } from "./preferences-form";
import { useAiSettingsQuery, useResetAiSettings } from "./resource";
import { SecurityTab } from "./security-tab";
import { SettingsFormDialog } from "./settings-form";

const TABS = ["overview", "features", "analytics", "chat", "insights", "security"] as const;

/**
 * Spec 2 §2 AI Integration: loading, 'Failed to Load AI Settings' with Retry, then the section.
 * The settings are the signed-in admin's own, created with the defaults on first load.
 */
export function AiIntegrationSection() {
  const query = useAiSettingsQuery();
  if (query.isError) {
    return (
      <LoadFailed
        title={AI_TEXT.loadFailedTitle}
        message={T.loadFailedMessage}
        retryLabel={T.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return <LoadingState label={T.loading} />;
  }
  return <AiIntegration settings={query.data} />;
}

/**
 * The header (AI Active / Inactive, Ask AI), the six tabs with the tab in the URL (?tab=), the
 * dialogs the cards and tabs open, and on small screens a floating button to the assistant.
 */
function AiIntegration({ settings }: { settings: AiSettings }) {
  const canEdit = useCan()("ai_settings", "update");
  const { tab, setTab } = useTabParam(TABS);
  const [dialog, setDialog] = useState<SettingsDialog | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const reset = useResetAiSettings();
  const openDialog = (next: SettingsDialog) => {
    setChatOpen(false);
    setDialog(next);
  };
  const configure = canEdit ? () => openDialog("key") : undefined;
  const dialogProps = (name: SettingsDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
    settings,
  });

  async function resetToDefaults() {
    try {
      await reset.mutateAsync();
      showToast("success", { title: AI_TEXT.settingsReset, description: AI_TEXT.settingsResetMessage });
    } catch (err) {
      showToast("error", {
        title: AI_TEXT.resetFailed,
        description: err instanceof Error ? err.message : undefined,
      });
    } finally {
      setConfirmReset(false);
    }
  }

  const items = [
    {
      id: "overview" as const,
      label: T.tabs.overview,
      content: <OverviewTab settings={settings} canEdit={canEdit} onOpen={openDialog} />,
    },
    {
      id: "features" as const,
      label: T.tabs.features,
      content: <FeaturesTab settings={settings} canEdit={canEdit} onOpen={openDialog} />,
    },
    {
      id: "analytics" as const,
      label: T.tabs.analytics,
      content: tab === "analytics" ? <AnalyticsTab settings={settings} /> : null,
    },
    {
      id: "chat" as const,
      label: T.tabs.chat,
      content: <ChatPanel settings={settings} variant="page" onConfigure={configure} />,
    },
    {
      id: "insights" as const,
      label: T.tabs.insights,
      content: tab === "insights" ? <InsightsTab settings={settings} /> : null,
    },
    {
      id: "security" as const,
      label: T.tabs.security,
      content: (
        <SecurityTab
          settings={settings}
          canEdit={canEdit}
          onManageKeys={() => openDialog("key")}
          onReset={() => setConfirmReset(true)}
        />
      ),
    },
  ];

  return (
    // On small screens the floating chat button must not cover the end of the page.
    <div className={settings.ai_enabled ? "space-y-4 pb-20 md:pb-0" : "space-y-4"}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{T.intro}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span data-testid="ai-status">
            <Badge tone={settings.ai_enabled ? "green" : "gray"}>
              {settings.ai_enabled ? AI_TEXT.active : AI_TEXT.inactive}
            </Badge>
          </span>
          <Button
            disabled={!settings.ai_enabled}
            title={settings.ai_enabled ? undefined : T.askAiOff}
            aria-describedby={settings.ai_enabled ? undefined : "ask-ai-off"}
            onClick={() => setChatOpen(true)}
          >
            <Bot aria-hidden="true" className="h-4 w-4" />
            {T.askAi}
          </Button>
          {settings.ai_enabled ? null : (
            <span id="ask-ai-off" className="sr-only">
              {T.askAiOff}
            </span>
          )}
        </div>
      </div>
      {canEdit ? null : <p className="rounded-md border border-border bg-card p-3 text-sm">{T.readOnly}</p>}

      <Tabs label={T.tabsLabel} value={tab} onValueChange={setTab} items={items} />

      {settings.ai_enabled ? (
        <Button
          aria-label={T.chatButton}
          title={T.chatButton}
          className="fixed right-4 bottom-4 z-40 h-14 w-14 rounded-full p-0 shadow-lg md:hidden"
          onClick={() => setChatOpen(true)}
        >
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
        </Button>
      ) : null}

      <SettingsFormDialog {...dialogProps("key")} words={T.keyDialog} form={KeyForm} />
      <SettingsFormDialog {...dialogProps("model")} words={T.modelDialog} size="4xl" form={ModelForm} />
      <SettingsFormDialog
        {...dialogProps("preferences")}
        words={T.preferencesDialog}
        size="md"
        form={PreferencesForm}
      />
      <ChatDialog open={chatOpen} onOpenChange={setChatOpen} settings={settings} onConfigure={configure} />
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={T.security.resetTitle}
        message={T.security.resetMessage}
        confirmLabel={T.security.resetConfirm}
        pending={reset.isPending}
        onConfirm={() => void resetToDefaults()}
      />
    </div>
  );
}
