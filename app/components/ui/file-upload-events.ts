import type { ImageFolder } from "@common/images";
import { createContext, useCallback, useContext, useState } from "react";

export type UploadToast = { title: string; description?: string };

/**
 * What a screen learns from the image fields inside it, and how it words their uploads. Given to
 * them through context, so a form full of image fields needs no props threaded to each.
 */
export type ImageUploadEvents = {
  /** Called when an upload starts; the function it answers is called when that upload ends. */
  onUpload?: () => () => void;
  /** The toasts of an upload into `folder` where the screen has its own words (else the usual ones). */
  toasts?: (folder: ImageFolder) => { uploaded?: UploadToast; failed?: UploadToast } | undefined;
};

export const ImageUploadEventsContext = createContext<ImageUploadEvents>({});

export const useImageUploadEvents = () => useContext(ImageUploadEventsContext);

/** Whether any image field given `onUpload` is uploading (e.g. to hold a form's save meanwhile). */
export function useUploadActivity() {
  const [count, setCount] = useState(0);
  const onUpload = useCallback(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, []);
  return { uploading: count > 0, onUpload };
}
