import { formatBytes } from "@common/format-bytes";
import { Folder, HardDrive, Images } from "lucide-react";
import { StatCard } from "~/components/ui/stat-card";
import { LoadFailed, useLoadErrorToast, useResourceStats } from "~/features/admin-kit";
import { folderLabel, IMAGES_COPY } from "./copy";
import { images } from "./resource";

/**
 * Spec 2 Image Manager, Statistics: total files, storage used, folder count and each folder's
 * files and size, as the server computes them in SQL.
 */
export function ImageStatistics() {
  const stats = useResourceStats(images);
  useLoadErrorToast(stats.isError, IMAGES_COPY.loadFailed, IMAGES_COPY.loadFailedMessage);
  if (stats.isError)
    return <LoadFailed message={IMAGES_COPY.loadFailed} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const folders = Object.entries(data?.folderStats ?? {}).sort(([, a], [, b]) => b.size - a.size);
  const saved = data && data.originalSize > data.totalSize ? data.originalSize - data.totalSize : 0;

  return (
    <div className="space-y-4">
      <section aria-label="Image statistics" className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Total Files" value={data?.totalFiles} icon={Images} />
        <StatCard
          label="Storage Used"
          value={data ? formatBytes(data.totalSize) : undefined}
          hint={saved > 0 ? `${formatBytes(saved)} saved by compression` : undefined}
          icon={HardDrive}
        />
        <StatCard label="Folders" value={data?.folderCount} icon={Folder} />
      </section>
      {data ? (
        folders.length > 0 ? (
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-sm">
              <caption className="px-4 pt-3 text-left font-semibold">Files per folder</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted">
                  <th scope="col" className="px-4 py-2 font-medium">
                    Folder
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Files
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Size
                  </th>
                </tr>
              </thead>
              <tbody>
                {folders.map(([folder, figures]) => (
                  <tr key={folder} className="border-b border-border last:border-0">
                    <th scope="row" className="px-4 py-2 text-left font-normal">
                      {folderLabel(folder)}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{figures.count}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatBytes(figures.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-muted">{IMAGES_COPY.empty}</p>
        )
      ) : null}
    </div>
  );
}
