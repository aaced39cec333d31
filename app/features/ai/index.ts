/**
 * The AI assistant's screens (chat, analytics, insights, usage), used by the AI Integration
 * section (app/features/ai-settings). CONTRACT STUBS: the assistant helper replaces each file.
 */

export { AnalyticsTab } from "./analytics-tab";
export { ChatDialog } from "./chat-dialog";
export { ChatPanel } from "./chat-panel";
export { InsightsTab } from "./insights-tab";
export { UsageOverview } from "./usage-overview";
