export { listOwnQuoteRequests } from "@server/services/quote-requests";
