import {
  AdminNotesSchema,
  EstimatedCostSchema,
  QUOTE_ADMIN_LIMITS,
  type QuoteRequest,
  type QuoteRequestUpdate,
} from "@common/schemas/quote-requests";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { useCan, useResourceItem, useResourceUpdate } from "~/features/admin-kit";
import { ApiClientError } from "~/lib/api";
import { formatDateTime } from "~/lib/format-date";
import { toast } from "~/lib/toast";
import { PriorityBadge, StatusBadge } from "./badges";
import { QUOTE_FAILURE, QUOTE_SUCCESS, quoteErrorMessage } from "./messages";
import { quoteRequests } from "./resource";

type Props = {
  /** The list's copy of the request, shown until the current one arrives. */
  row: QuoteRequest;
  onClose: () => void;
};

/** Spec 2 §2: every field of the request, and an editor for the admin notes and estimated cost. */
export function QuoteRequestDetails({ row: listRow, onClose }: Props) {
  const { data } = useResourceItem(quoteRequests, listRow.id);
  const can = useCan();
  const canUpdate = can(quoteRequests.table, "update");
  const row = data ?? listRow;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Quote Request Details"
      description={`From ${row.name}, received ${formatDateTime(row.created_at)}`}
      size="4xl"
    >
      <div className="space-y-6">
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={row.status} />
          <PriorityBadge priority={row.priority} />
        </div>
        <FieldGroup title="Contact">
          <Field label="Name">{row.name}</Field>
          <Field label="Email">
            <a className="break-all text-primary underline dark:text-fg" href={`mailto:${row.email}`}>
              {row.email}
            </a>
          </Field>
          <Field label="Phone">{row.phone}</Field>
          <Field label="Company">{row.company}</Field>
        </FieldGroup>
        <FieldGroup title="Project">
          <Field label="Project title">{row.project_title}</Field>
          <Field label="Project type">{row.project_type}</Field>
          <Field label="Budget range">{row.budget_range}</Field>
          <Field label="Timeline">{row.timeline}</Field>
          <Field label="Project description" wide>
            {row.project_description}
          </Field>
        </FieldGroup>
        <FieldGroup title="Requirements">
          <Field label="Platforms">{list(row.platforms)}</Field>
          <Field label="Technologies preferred">{list(row.technologies_preferred)}</Field>
          <Field label="Features needed" wide>
            {list(row.features_needed)}
          </Field>
          <Field label="Inspiration and references" wide>
            {row.inspiration_references}
          </Field>
          <Field label="Special requirements" wide>
            {row.special_requirements}
          </Field>
          <Field label="Heard about us through">{row.referral_source}</Field>
          <Field label="Sent from page">{row.source}</Field>
        </FieldGroup>
        {/* Keyed by id: the editor starts from the stored values each time a request is opened. */}
        <AdminEditor key={row.id} row={row} canUpdate={canUpdate} />
      </div>
    </Dialog>
  );
}

const list = (items: string[]) => (items.length > 0 ? items.join(", ") : null);

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">
        {children ?? <span className="text-muted">Not provided</span>}
      </dd>
    </div>
  );
}

/** Admin notes and estimated cost; a bad cost is shown at the field and what was typed stays. */
function AdminEditor({ row, canUpdate }: { row: QuoteRequest; canUpdate: boolean }) {
  const [notes, setNotes] = useState(row.admin_notes ?? "");
  const [cost, setCost] = useState(row.estimated_cost ?? "");
  const [errors, setErrors] = useState<{ admin_notes?: string; estimated_cost?: string }>({});
  const update = useResourceUpdate<QuoteRequest, QuoteRequestUpdate>(quoteRequests);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsedNotes = AdminNotesSchema.safeParse(notes);
    const parsedCost = EstimatedCostSchema.safeParse(cost);
    const found = {
      admin_notes: parsedNotes.error?.issues[0]?.message,
      estimated_cost: parsedCost.error?.issues[0]?.message,
    };
    setErrors(found);
    if (!parsedNotes.success || !parsedCost.success) return;
    update.mutate(
      { id: row.id, patch: { admin_notes: parsedNotes.data, estimated_cost: parsedCost.data } },
      {
        onSuccess: (saved) => {
          setCost(saved.estimated_cost ?? "");
          toast.success(QUOTE_SUCCESS.update, { description: "Admin notes and estimated cost saved." });
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
          toast.error(quoteErrorMessage(error, QUOTE_FAILURE.update), {
            description: error instanceof ApiClientError && error.status === 400 ? error.message : undefined,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Admin</h3>
      <TextareaField
        label="Admin Notes"
        value={notes}
        maxLength={QUOTE_ADMIN_LIMITS.adminNotes}
        readOnly={!canUpdate}
        error={errors.admin_notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <FormField
        label="Estimated Cost"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 2500.00"
        value={cost}
        readOnly={!canUpdate}
        error={errors.estimated_cost}
        onChange={(e) => {
          setCost(e.target.value);
          if (errors.estimated_cost) setErrors((prev) => ({ ...prev, estimated_cost: undefined }));
        }}
      />
      {canUpdate ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
