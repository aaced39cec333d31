import type { Config } from "@react-router/dev/config";

export default {
  // Public pages render on the server; the back office hydrates and renders in the browser.
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
