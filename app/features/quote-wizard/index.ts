export { QuoteWizardProvider } from "./provider";
