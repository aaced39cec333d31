/** What `npm run build` writes, relative to the project root. */
export const BUILD_OUTPUTS: string[];
/** Whether the build under `root` is missing or older than its sources. */
export function needsBuild(root: string): boolean;
