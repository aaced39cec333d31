const UNITS = ["B", "kB", "MB", "GB", "TB", "PB"] as const;
const number = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });

/** A size for people, in decimal (SI) units as disks are sold: 12345678 → "12.3 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  let value = bytes;
  let unit = 0;
  // 999.5 kB would print as "1000 kB": move up a unit once it rounds to 1000.
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${number.format(value)} ${UNITS[unit]}`;
}
