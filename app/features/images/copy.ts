import { IMAGE_FOLDERS, IMAGE_LIBRARY_TEXT, type ImageFolder } from "@common/images";

/** The Image Library's words: spec 2 §2 and §8 (IMAGE_LIBRARY_TEXT) where it gives them. */
export const IMAGES_COPY = {
  ...IMAGE_LIBRARY_TEXT,
  description: "Upload, find and manage the images used across the website.",
  tabs: { upload: "Upload", gallery: "Gallery", stats: "Statistics" },
  dropHere: "Drag and drop images here, or choose files",
  dropActive: "Drop the images here",
  uploadFolder: "Upload to Folder",
  progressTitle: "Upload progress",
  searchLabel: "Search images",
  searchPlaceholder: "Search by file name...",
  folderFilter: "Filter by folder",
  allFolders: "All Folders",
  listLabel: "Images",
  empty: "No images yet",
  emptyHint: "Upload images on the Upload tab; they appear here.",
  emptyFiltered: "No images match your search.",
  emptyFilteredHint: "Try another search or folder.",
  deleteSelected: (n: number) => `Delete Selected (${n})`,
  confirmDeleteTitle: "Delete images",
  confirmDelete: (n: number) =>
    `Are you sure you want to delete ${n === 1 ? "this image" : `these ${n} images`}? Pages that use ${n === 1 ? "it" : "them"} will show a broken image.`,
  details: "Image details",
  copyUrl: "Copy URL",
  pickTitle: (label: string) => `Choose ${label} from library`,
} as const;

/** Folder names for people. */
export const FOLDER_LABELS: Record<ImageFolder, string> = {
  general: "General",
  projects: "Projects",
  services: "Services",
  testimonials: "Testimonials",
  team: "Team",
  stories: "Success Stories",
  blog: "Blog",
  logos: "Logos",
  favicons: "Favicons",
};

export const folderLabel = (folder: string) => FOLDER_LABELS[folder as ImageFolder] ?? folder;

export const FOLDER_OPTIONS = IMAGE_FOLDERS.map((value) => ({ value, label: FOLDER_LABELS[value] }));
