import { Icon } from "~/components/icon/icon";

/**
 * The strip above a draft shown to signed-in staff (issue 16): says visitors cannot see this yet.
 * A status region, so assistive technology announces it; amber in light and dark themes.
 */
export function PreviewBanner({
  message,
}: {
  /** What is previewed, e.g. "This service is hidden" or "This page is a draft". */
  message: string;
}) {
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Icon name="EyeOff" aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>
          <strong className="font-semibold">Preview: </strong>
          {/[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`} Only signed-in staff can see
          this page.
        </span>
      </p>
    </div>
  );
}
