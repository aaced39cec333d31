/** Hands a file made in the browser to the browser's own download (the `download` of a link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL once the click is handled; release the memory after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today in the browser's time zone, as YYYY-MM-DD (the date in exported files' names). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
