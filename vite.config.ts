import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/icon-sprite.ts";

/**
 * The code every page loads (the root route's static imports) and every public page loads (the
 * public layout's) in one chunk each, instead of dozens of tiny shared chunks that each cost a
 * request and a modulepreload tag. Only modules those two routes import statically are grouped,
 * so nothing a page loads on demand (the quote wizard, sonner) or only the back office uses
 * joins them; a page's own modules stay with the page. (Grouping the modules public pages share
 * among themselves was tried: it makes one chunk that carries the contact form's zod to every page.)
 */
const ROOT = /[\\/]app[\\/]root\.tsx$/;
// The home page's own building blocks (cards, section parts, the icon) in one chunk: each was its
// own tiny chunk, a modulepreload tag and a manifest entry on the page every visitor lands on first.
// Other public pages that use some of them load the whole chunk (a few KB).
const HOME = /[\\/]app[\\/]routes[\\/]public[\\/]home\.tsx$/;
const PUBLIC_LAYOUT = /[\\/]app[\\/]routes[\\/]public[\\/]layout\.tsx$/;
// React, React DOM and React Router: one runtime chunk (they change together, on upgrades only).
const RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

// Icon packages re-export every icon from one index: walking through it would reach every icon any
// page uses, so their modules are left to the automatic chunking (a page brings the ones it uses).
const BARREL = /[\\/]node_modules[\\/](lucide-react|simple-icons)[\\/]/;

function reachedFrom(route: RegExp) {
  const memo = new Map<string, boolean>();
  const reached = (id: string, ctx: ChunkingContext): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // an import cycle answers "not through here"
    const info = ctx.getModuleInfo(id);
    const result =
      route.test(id) ||
      (!BARREL.test(id) && (info?.importers ?? []).some((importer) => reached(importer, ctx)));
    memo.set(id, result);
    return result;
  };
  return reached;
}

const inRoot = reachedFrom(ROOT);
const inPublicLayout = reachedFrom(PUBLIC_LAYOUT);
const inHome = reachedFrom(HOME);

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // Icon packages are bundled into the server build so only the icons used are kept: loaded from
  // node_modules, each would put its whole set (thousands of icons, ~20 MB) in the server's memory.
  ssr: { noExternal: ["lucide-react", "simple-icons"] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "runtime", test: RUNTIME, priority: 3 },
                { name: (id, ctx) => (inRoot(id, ctx) ? "shared" : null), priority: 2 },
                { name: (id, ctx) => (inPublicLayout(id, ctx) ? "public" : null), priority: 1 },
                {
                  name: (id, ctx) => (!HOME.test(id) && inHome(id, ctx) ? "home-parts" : null),
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
});
