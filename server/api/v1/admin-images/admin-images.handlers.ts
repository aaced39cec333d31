import { CONTENT_IMAGE_MAX_BYTES } from "@common/images";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { uploadImage } from "@server/services/images";
import { uploadContentImageRoute } from "./admin-images.routes";

export const adminImagesRouter = createRouter();

adminImagesRouter.openapi(uploadContentImageRoute, async (c) => {
  const { file, folder } = c.req.valid("form");
  const row = await uploadImage(c.var.deps.db, c.var.deps.storage, actorOf(c), {
    name: file.name,
    folder,
    bytes: new Uint8Array(await file.arrayBuffer()),
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
  });
  return c.json({ ...row, created_at: row.created_at.toISOString() }, 201);
});
