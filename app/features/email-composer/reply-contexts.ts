import type { ContactMessage } from "@common/schemas/contact-messages";
import { DEFAULT_REPLY_SUBJECTS } from "@common/schemas/emails";
import type { QuoteRequest } from "@common/schemas/quote-requests";
import type { ComposerContext } from "./email-composer";

/** Only the values the record has (a blank company is left for the admin to fill). */
const present = (values: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** A reply about one lead: its draft is kept per lead, and the sent message is linked to it. */
function leadReply(
  related_type: "contact_message" | "quote_request",
  lead: { id: string; email: string },
  context: Pick<ComposerContext, "title" | "templateType" | "variables">,
): ComposerContext {
  return {
    ...context,
    draftKey: `${related_type}:${lead.id}`,
    to: lead.email,
    subject: DEFAULT_REPLY_SUBJECTS[related_type],
    related_type,
    related_id: lead.id,
  };
}

/** Spec 3 §2 "Reply to Contact Message": the default subject, contact_response, name and company. */
export function contactReplyContext(message: ContactMessage): ComposerContext {
  return leadReply("contact_message", message, {
    title: "Reply to Contact Message",
    templateType: "contact_response",
    variables: present({ name: message.name, company: message.company }),
  });
}

/** Spec 2 §2 a quote request's Reply: "Re: Your Project Inquiry", requirement_response, the request's values. */
export function quoteReplyContext(request: QuoteRequest): ComposerContext {
  return leadReply("quote_request", request, {
    title: "Reply to Quote Request",
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
  });
}
