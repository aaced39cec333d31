import type { ABOUT_SECTION_TYPES } from "@common/options";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  type AboutContentRow,
  createAboutContent,
  deleteAboutContent,
  getAboutContent,
  listAboutContent,
  updateAboutContent,
} from "@server/services/admin-about-content";
import { aboutContentRoutes } from "./admin-about-content.routes";

/** The back office's about-content manager (spec 2 §2, §3, §4, §5, §7). */
export const adminAboutContentRouter = createRouter();

const serialise = (row: AboutContentRow) => ({
  ...row,
  // The check constraint keeps it one of ABOUT_SECTION_TYPES.
  section_type: row.section_type as AboutSectionType,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
type AboutSectionType = (typeof ABOUT_SECTION_TYPES)[number];

adminAboutContentRouter.openapi(aboutContentRoutes.list, async (c) => {
  const page = await listAboutContent(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

adminAboutContentRouter.openapi(aboutContentRoutes.create, async (c) => {
  const row = await createAboutContent(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminAboutContentRouter.openapi(aboutContentRoutes.get, async (c) => {
  const row = await getAboutContent(c.var.deps.db, c.req.valid("param").id);
  return c.json(serialise(row), 200);
});

adminAboutContentRouter.openapi(aboutContentRoutes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateAboutContent(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminAboutContentRouter.openapi(aboutContentRoutes.delete, async (c) => {
  await deleteAboutContent(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
