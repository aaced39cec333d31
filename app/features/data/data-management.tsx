import { Tabs } from "~/components/ui/tabs";
import { useTabParam } from "~/features/admin-kit";
import { BackupsTab } from "./backups-tab";
import { DATA_COPY as T } from "./copy";
import { ExportTab } from "./export-tab";
import { GuideTab } from "./guide-tab";
import { MigrationTab } from "./migration-tab";

/** The tab is in the URL (?tab=), so a reload or a link opens the same tab. */
const TABS = ["export", "migration", "guide", "backups"] as const;

/**
 * Data Management (spec 2 Database Export, Data Migration and Migration Dashboard, and the
 * backups): one tab each. Every panel stays mounted, so an export or import under way goes on
 * (and keeps its progress) while another tab is open.
 */
export function DataManagement({ guideHtml }: { guideHtml: string }) {
  const { tab, setTab } = useTabParam(TABS);
  const items = [
    { id: "export" as const, label: T.tabs.export, content: <ExportTab /> },
    { id: "migration" as const, label: T.tabs.migration, content: <MigrationTab /> },
    {
      id: "guide" as const,
      label: T.tabs.guide,
      content: <GuideTab guideHtml={guideHtml} onExport={() => setTab("export")} />,
    },
    { id: "backups" as const, label: T.tabs.backups, content: <BackupsTab /> },
  ];
  return <Tabs label={T.tabsLabel} value={tab} onValueChange={setTab} items={items} />;
}
