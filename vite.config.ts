import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // Icon packages are bundled into the server build so only the icons used are kept: loaded from
  // node_modules, each would put its whole set (thousands of icons, ~20 MB) in the server's memory.
  ssr: { noExternal: ["lucide-react", "simple-icons"] },
});
