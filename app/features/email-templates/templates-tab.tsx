import type { EmailTemplate, EmailTemplateStats } from "@common/schemas/email-templates";
import { templateTypeLabel } from "@common/schemas/email-templates";
import { CheckCircle2, Copy, Eye, FileText, Star, TrendingUp } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/icon-button";
import { StatCard, StatSection } from "~/components/ui/stat-card";
import {
  CardActions,
  type ItemActions,
  ResourceSection,
  showToast,
  TOGGLES,
  ToggleAction,
  useCan,
  useResourceStats,
  useToggleField,
} from "~/features/admin-kit";
import { TEMPLATE_CARD_COPY as C, TEMPLATES_COPY as T, TEMPLATE_FILTERS } from "./copy";
import { emailTemplates, useDuplicateTemplate } from "./resource";
import { TemplateDialog } from "./template-dialog";
import { TemplatePreviewDialog } from "./template-preview";

/**
 * Spec 3 §2 Templates: the figures, a grid with search and a type filter (server-side, in the
 * URL), New Template, the editor, preview, duplicate, the active switch and delete.
 */
export function TemplatesTab() {
  const [previewing, setPreviewing] = useState<EmailTemplate | null>(null);
  const duplicate = useDuplicateTemplate();
  const canCreate = useCan()(emailTemplates.table, "create");
  const toggle = useToggleField(emailTemplates, (_row, _field, on) => ({
    done: { title: C.toggled(on) },
    failed: C.toggleFailed,
  }));
  const onDuplicate = (row: EmailTemplate) =>
    duplicate.mutate(row.id, {
      onSuccess: (copy) =>
        showToast("success", { title: C.duplicated, description: `"${copy.name}" was added.` }),
      onError: () => showToast("error", C.duplicateFailed),
    });
  return (
    <>
      <ResourceSection
        resource={emailTemplates}
        words={T}
        filters={TEMPLATE_FILTERS}
        header={<TemplateStats />}
        dialog={TemplateDialog}
        renderItem={(row, actions) => (
          <TemplateCard
            key={row.id}
            row={row}
            actions={actions}
            busy={duplicate.isPending}
            canDuplicate={canCreate}
            onPreview={() => setPreviewing(row)}
            onDuplicate={() => onDuplicate(row)}
            onToggle={() => toggle(row, "is_active")}
          />
        )}
      />
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

function TemplateCard({
  row,
  actions,
  busy,
  canDuplicate,
  onPreview,
  onDuplicate,
  onToggle,
}: {
  row: EmailTemplate;
  actions: ItemActions;
  busy: boolean;
  canDuplicate: boolean;
  onPreview: () => void;
  onDuplicate: () => void;
  onToggle: () => void;
}) {
  return (
    <li
      aria-label={row.name}
      className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 data-[inactive]:opacity-75"
      data-inactive={row.is_active ? undefined : true}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{row.name}</h3>
        {row.is_default ? (
          <Badge tone="purple">
            <Star aria-hidden="true" className="mr-1 h-3 w-3" />
            {C.default}
          </Badge>
        ) : null}
        {row.is_active ? null : <Badge tone="gray">{C.inactive}</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="blue">{templateTypeLabel(row.template_type)}</Badge>
        <span className="text-xs text-muted">{row.category}</span>
      </div>
      <p className="text-sm break-words">{row.subject}</p>
      {row.description ? (
        <p className="line-clamp-2 text-sm break-words text-muted">{row.description}</p>
      ) : null}
      {row.variables.length > 0 ? (
        <p className="text-xs break-words text-muted">{row.variables.map((v) => `{{${v}}}`).join(" ")}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <span className="text-xs text-muted">{C.used(row.usage_count)}</span>
        <CardActions name={row.name} actions={actions}>
          <IconButton label={`${C.preview} ${row.name}`} onClick={onPreview}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            <span className="hidden sm:inline">{C.preview}</span>
          </IconButton>
          {canDuplicate ? (
            <IconButton label={`${C.duplicate} ${row.name}`} disabled={busy} onClick={onDuplicate}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">{C.duplicate}</span>
            </IconButton>
          ) : null}
          {actions.canUpdate ? (
            <ToggleAction toggle={TOGGLES.activate} on={row.is_active} name={row.name} onClick={onToggle} />
          ) : null}
        </CardActions>
      </div>
    </li>
  );
}

/** The grid's figures; spec 3 §8: failed statistics show zeros. */
function TemplateStats() {
  const { data, isError } = useResourceStats(emailTemplates);
  const stats: EmailTemplateStats | undefined = isError
    ? { total: 0, active: 0, defaults: 0, total_usage: 0 }
    : data;
  return (
    <StatSection label="Template statistics">
      <StatCard label="Total Templates" value={stats?.total} icon={FileText} />
      <StatCard label="Active Templates" value={stats?.active} icon={CheckCircle2} />
      <StatCard label="Default Templates" value={stats?.defaults} icon={Star} />
      <StatCard label="Total Usage" value={stats?.total_usage} icon={TrendingUp} />
    </StatSection>
  );
}
