import { createRouter } from "@server/api/openapi";
import { accountRouter } from "../account/account.handlers";
import { quoteRequestsRouter } from "./quote-requests.handlers";

/** The quote wizard's public endpoint and the client area's endpoints, mounted together. */
export const quoteAndAccountRouter = createRouter().route("/", quoteRequestsRouter).route("/", accountRouter);
