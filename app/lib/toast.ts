import { toast } from "sonner";
import { wantToaster } from "./toaster-signal";

/**
 * sonner's `toast`, for code that shows toasts: loading this module (with the code that uses it)
 * asks the root to mount the Toaster, which replays any toast raised before it subscribed.
 */
wantToaster();

export { toast };
