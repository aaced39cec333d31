import { type ComponentType, createContext, useContext } from "react";

/** What a picker of stored images is given: whether it shows, and where the chosen address goes. */
export type ImagePickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field the image is for, e.g. "Project image". */
  label: string;
  onPick: (url: string) => void;
};

/**
 * The image library's picker, provided by the back office (features/images) to every image field
 * below it; none outside it (the fields then offer only a URL and an upload). A context keeps
 * the field a bottom-layer component while the library's UI lives with the library.
 */
export const ImageLibraryContext = createContext<ComponentType<ImagePickerProps> | null>(null);

export const useImagePicker = () => useContext(ImageLibraryContext);
