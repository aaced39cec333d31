import { formatBytes } from "@common/format-bytes";
import type { EmailMessage } from "@common/schemas/email-conversations";
import { Button } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Dialog } from "~/components/ui/dialog";
import { showToast, useCan } from "~/features/admin-kit";
import { formatDateTime } from "~/lib/format-date";
import { MessageStatusBadge } from "./badges";
import { DETAIL_COPY as T } from "./copy";
import { useMarkDelivered } from "./resource";

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : null);
const list = (addresses: string[]) => (addresses.length ? addresses.join(", ") : null);

/**
 * Spec 3 §2 "message details dialog": headers, delivery times, attachments, the provider's error;
 * a sent message can be marked delivered by hand (spec 3 §4).
 */
export function MessageDetailsDialog({
  message,
  onClose,
}: {
  message: EmailMessage | null;
  onClose: () => void;
}) {
  const canUpdate = useCan()("email_messages", "update");
  const markDelivered = useMarkDelivered();
  const deliverable = message?.direction === "outbound" && message.status === "sent" && canUpdate;
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()} title={T.detailsTitle}>
      {message ? (
        <div className="space-y-4 text-sm">
          <DetailList>
            <Detail label="Subject">{message.subject}</Detail>
            <Detail label="Direction">{message.direction === "inbound" ? T.inbound : T.outbound}</Detail>
            <Detail label="Status">
              <MessageStatusBadge status={message.status} />
            </Detail>
            {message.error_message ? <Detail label="Error">{message.error_message}</Detail> : null}
            <Detail label="From">
              {message.from_name ? `${message.from_name} <${message.from_email}>` : message.from_email}
            </Detail>
            <Detail label="To">{list(message.to_emails)}</Detail>
            <Detail label="CC">{list(message.cc_emails)}</Detail>
            <Detail label="BCC">{list(message.bcc_emails)}</Detail>
            <Detail label="Created">{when(message.created_at)}</Detail>
            <Detail label="Sent">{when(message.sent_at)}</Detail>
            <Detail label="Delivered">{when(message.delivered_at)}</Detail>
            <Detail label="Opened">{when(message.opened_at)}</Detail>
            <Detail label="Clicked">{when(message.clicked_at)}</Detail>
            <Detail label="Read">{when(message.read_at)}</Detail>
            <Detail label="Message-ID">
              {message.message_id ? <code className="break-all">{message.message_id}</code> : null}
            </Detail>
            <Detail label="In-Reply-To">
              {message.in_reply_to ? <code className="break-all">{message.in_reply_to}</code> : null}
            </Detail>
            <Detail label="Thread">{message.thread_id}</Detail>
          </DetailList>
          {message.attachments.length > 0 ? (
            <section aria-labelledby="message-attachments" className="space-y-1">
              <h3 id="message-attachments" className="font-medium">
                {T.attachments}
              </h3>
              <ul className="list-disc pl-5">
                {message.attachments.map((a, i) => (
                  <li key={`${a.filename}-${i}`} className="break-all">
                    {a.filename} ({formatBytes(a.size)}, {a.content_type})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {message.template_variables && Object.keys(message.template_variables).length > 0 ? (
            <section aria-labelledby="message-variables" className="space-y-1">
              <h3 id="message-variables" className="font-medium">
                Template variables
              </h3>
              <DetailList>
                {Object.entries(message.template_variables).map(([name, value]) => (
                  <Detail key={name} label={name}>
                    {value}
                  </Detail>
                ))}
              </DetailList>
            </section>
          ) : null}
          {deliverable ? (
            <div className="flex justify-end">
              <Button
                variant="secondary"
                disabled={markDelivered.isPending}
                onClick={() =>
                  markDelivered.mutate(message.id, {
                    onSuccess: () => {
                      showToast("success", { title: T.markedDelivered });
                      onClose();
                    },
                    onError: () => showToast("error", T.markDeliveredFailed),
                  })
                }
              >
                {T.markDelivered}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
