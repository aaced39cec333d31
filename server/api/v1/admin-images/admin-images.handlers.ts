import { CONTENT_IMAGE_MAX_BYTES } from "../../../../common/images";
import { actorOf } from "../../../auth/guards";
import { uploadImage } from "../../../services/images";
import { createRouter } from "../../openapi";
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
