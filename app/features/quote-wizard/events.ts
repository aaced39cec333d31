/**
 * Fired on window when the wizard has stored a request, so an open client area shows it at once
 * (an event rather than a shared query client: the wizard lives on public pages without one).
 */
export const QUOTE_SUBMITTED_EVENT = "atrium:quote-submitted";
