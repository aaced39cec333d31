/**
 * Every read and write of quote requests (table requirement_forms): the wizard's submission and a
 * client's own requests (`submissions`), the back office's manager (`manager`) and the rows of its
 * CSV export (`export`).
 */
export { EXPORT_BATCH_SIZE, exportQuoteRequests } from "./export";
export {
  deleteQuoteRequest,
  getQuoteRequest,
  listQuoteRequests,
  QUOTE_SEARCH_COLUMNS,
  type QuoteRequestFilters,
  type QuoteRequestRow,
  quoteRequestStats,
  statsWindows,
  updateQuoteRequest,
} from "./manager";
export {
  createQuoteRequest,
  listOwnQuoteRequests,
  type SubmissionMeta,
  screenQuoteSubmission,
} from "./submissions";
