import type { ContactMessage } from "@common/schemas/contact-messages";
import { DEFAULT_REPLY_SUBJECTS } from "@common/schemas/emails";
import type { QuoteRequest } from "@common/schemas/quote-requests";
import type { ComposerContext } from "./email-composer";

/** Only the values the record has (a blank company is left for the admin to fill). */
const present = (values: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** Spec 3 §2 "Reply to Contact Message": the default subject, contact_response, name and company. */
export function contactReplyContext(message: ContactMessage): ComposerContext {
  return {
    draftKey: `contact_message:${message.id}`,
    title: "Reply to Contact Message",
    to: message.email,
    subject: DEFAULT_REPLY_SUBJECTS.contact_message,
    templateType: "contact_response",
    variables: present({ name: message.name, company: message.company }),
    related_type: "contact_message",
    related_id: message.id,
  };
}

/** Spec 2 §2 a quote request's Reply: "Re: Your Project Inquiry", requirement_response, the request's values. */
export function quoteReplyContext(request: QuoteRequest): ComposerContext {
  return {
    draftKey: `quote_request:${request.id}`,
    title: "Reply to Quote Request",
    to: request.email,
    subject: DEFAULT_REPLY_SUBJECTS.quote_request,
    templateType: "requirement_response",
    variables: present({
      name: request.name,
      company: request.company,
      project_title: request.project_title,
      project_type: request.project_type,
      budget_range: request.budget_range,
      timeline: request.timeline,
      estimated_cost: request.estimated_cost,
    }),
    related_type: "quote_request",
    related_id: request.id,
  };
}
