import { randomBytes } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";

/** A fresh Message-ID, with its angle brackets. */
export const newMessageId = (host = "client.example.com") => `<${randomBytes(8).toString("hex")}@${host}>`;

/**
 * A raw RFC 822 message as a mail client would send it (nodemailer's composer), e.g. a client's
 * reply carrying In-Reply-To and References; a Message-ID is made up unless given.
 */
export function rawEmail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ messageId: newMessageId(), ...options }).compile().build();
}
