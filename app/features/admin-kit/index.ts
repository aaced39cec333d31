/**
 * The back-office kit: what every dashboard section is built from, so a section is only its
 * fields, its card and its words. See docs/decisions/0008-contracts-and-admin-kit.md.
 */
export { CardActions } from "./card-actions";
export { CharacterCount, type CountTone, countTone } from "./character-count";
export { FormColorField } from "./color-field";
export { CONTENT_DIALOG_WORDS, CONTENT_WORDS, DIALOG_TEXT } from "./content-words";
export { CountedField } from "./counted-field";
export { blankAsUndefined, FormImageField, FormListField, OrderField, SlugField } from "./form-fields";
export { DiscardChangesDialog, LeaveGuard } from "./leave-guard";
export { useClampedPage, useLoadErrorToast } from "./list-effects";
export { EmptyState, ListSkeleton, ListStates, LoadFailed, LoadingState } from "./list-states";
export { FormMarkdownField, MarkdownEditor, type MarkdownPreviewOf } from "./markdown-editor";
export {
  type AdminResource,
  adminKey,
  adminResource,
  useResourceCreate,
  useResourceDelete,
  useResourceItem,
  useResourceList,
  useResourceReorder,
  useResourceSave,
  useResourceStats,
  useResourceToggle,
  useResourceUpdate,
  useResourceWrite,
} from "./resource";
export {
  byTitle,
  type DialogWords,
  type FieldBinder,
  ResourceDialog,
  type ResourceForm,
  resourceForm,
  savedToast,
} from "./resource-dialog";
export {
  type CardProps,
  type DialogProps,
  type ItemActions,
  type ListWords,
  ResourceSection,
  type SectionFilter,
  type SectionSort,
  type SectionWords,
  type ShownRows,
  sectionOf,
} from "./resource-section";
export { RevisionsPanel, useRestorableRow } from "./revisions-panel";
export { SectionToolbar } from "./section-toolbar";
export { useCan, useDashboardSession } from "./session";
export {
  ShownInOrderSection,
  type ShownInOrderWords,
  shownInOrderCopy,
  shownInOrderWords,
} from "./shown-in-order-section";
export { FormSliderField } from "./slider-field";
export { type ReorderWords, SortableRows } from "./sortable-rows";
export { FormTitledListField } from "./titled-list-field";
export { showToast, type ToastText } from "./toasts";
export { TOGGLES, ToggleAction } from "./toggle-action";
export { CREATE_SEARCH, useCreateLink } from "./use-create-link";
export { type ListParams, useListParams } from "./use-list-params";
export { useTabParam } from "./use-tab-param";
export { useToggleField } from "./use-toggle-field";
export { ViewLink } from "./view-link";
