export { QuoteWizardProvider, useQuoteWizard } from "./provider";
