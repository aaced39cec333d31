import { useSearchParams } from "react-router";
import { type TabItem, Tabs } from "~/components/ui/tabs";
import { SectionToolbar, useCan } from "~/features/admin-kit";
import { IMAGES_COPY } from "./copy";
import { Gallery } from "./gallery";
import { ImageStatistics } from "./image-stats";
import { UploadPanel } from "./upload-panel";

type Tab = "upload" | "gallery" | "stats";
const TABS: readonly Tab[] = ["upload", "gallery", "stats"];

/**
 * The Image Library section (spec 2 Image Manager): tabs Upload, Gallery and Statistics, the
 * chosen tab in the URL (?tab=). Uploading needs stored_images:create; without it the section
 * opens on the Gallery.
 */
export function ImageLibrary() {
  const canUpload = useCan()("stored_images", "create");
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as Tab | null;
  const fallback: Tab = canUpload ? "upload" : "gallery";
  const tab = asked && TABS.includes(asked) && (asked !== "upload" || canUpload) ? asked : fallback;

  const items: TabItem<Tab>[] = [
    ...(canUpload
      ? [{ id: "upload" as const, label: IMAGES_COPY.tabs.upload, content: <UploadPanel /> }]
      : []),
    { id: "gallery", label: IMAGES_COPY.tabs.gallery, content: tab === "gallery" ? <Gallery /> : null },
    { id: "stats", label: IMAGES_COPY.tabs.stats, content: tab === "stats" ? <ImageStatistics /> : null },
  ];

  return (
    <div className="space-y-4">
      <SectionToolbar description={IMAGES_COPY.description} />
      <Tabs
        label="Image Library"
        items={items}
        value={tab}
        // Only the tab: the Gallery's search and folder belong to the Gallery.
        onValueChange={(id) =>
          setParams(id === fallback ? {} : { tab: id }, { replace: true, preventScrollReset: true })
        }
      />
    </div>
  );
}
