import { TEAM_TEXT, type TeamMember } from "@common/schemas/team-members";
import type { DialogWords, SectionWords, ToastText } from "~/features/admin-kit";

/** The Team Members section's words: spec 2 §2 and §8 (TEAM_TEXT) where it gives them. */
export const TEAM_COPY = {
  description: "Manage the team members shown on the About page.",
  add: "Add Member",
  searchLabel: "Search members",
  searchPlaceholder: "Search members...",
  listLabel: "Team members",
  heading: (total) => (total === undefined ? "Team Members" : `Team Members (${total})`),
  empty: TEAM_TEXT.empty,
  emptyFiltered: TEAM_TEXT.emptyFiltered,
  emptyHint: "Active members are shown on the About page.",
  loadFailed: "Error loading team members",
  loadFailedToast: { title: TEAM_TEXT.errorTitle, description: TEAM_TEXT.failure.load },
  tryAgain: "Please try again.",
  deleted: TEAM_TEXT.success.delete,
  deletedMessage: (row) => `${row.name} is no longer on the team list.`,
  deleteFailed: TEAM_TEXT.errorTitle,
  deleteFailedMessage: TEAM_TEXT.failure.delete,
  confirmDeleteTitle: "Delete team member",
  confirmDelete: (row) => TEAM_TEXT.deleteConfirm(row.name),
} satisfies SectionWords<TeamMember>;

export const STATUS_OPTIONS = [
  { value: "", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "featured", label: "Featured" },
] as const;

const TOGGLED = {
  is_active: {
    on: TEAM_TEXT.success.activate,
    off: TEAM_TEXT.success.deactivate,
    failed: TEAM_TEXT.failure.status,
  },
  is_featured: {
    on: TEAM_TEXT.success.feature,
    off: TEAM_TEXT.success.unfeature,
    failed: TEAM_TEXT.failure.featured,
  },
} as const;

/** Spec 2 §8's toasts for a card's toggle, by the field and its new value. */
export function toggleToasts(
  _member: TeamMember,
  field: keyof typeof TOGGLED,
  on: boolean,
): { done: ToastText; failed: ToastText } {
  const words = TOGGLED[field];
  return {
    done: { title: on ? words.on : words.off },
    failed: { title: TEAM_TEXT.errorTitle, description: words.failed },
  };
}

/** "Add New Team Member" / "Edit Team Member" (spec 2 §5, §8). */
export const TEAM_DIALOG_COPY = {
  addTitle: TEAM_TEXT.addTitle,
  editTitle: TEAM_TEXT.editTitle,
  addSave: "Create Member",
  save: "Update Member",
  added: TEAM_TEXT.success.create,
  updated: TEAM_TEXT.success.update,
  addFailed: { title: TEAM_TEXT.errorTitle, description: TEAM_TEXT.failure.create },
  updateFailed: { title: TEAM_TEXT.errorTitle, description: TEAM_TEXT.failure.update },
} satisfies DialogWords;
