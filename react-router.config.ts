import type { Config } from "@react-router/dev/config";

export default {
  // Public pages render on the server; the back office hydrates and renders in the browser.
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
