import { CONTENT_IMAGE_MAX_BYTES } from "@common/images";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire } from "@server/lib/wire";
import { uploadImage } from "@server/services/images";
import { uploadContentImageRoute } from "./images.routes";

/** Uploads of content images (ARCHITECTURE.md decision 10). */
export const imagesRouter = createRouter();

imagesRouter.openapi(uploadContentImageRoute, async (c) => {
  const { file, folder } = c.req.valid("form");
  const row = await uploadImage(c.var.deps.db, c.var.deps.storage, actorOf(c), {
    name: file.name,
    folder,
    bytes: new Uint8Array(await file.arrayBuffer()),
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
  });
  return c.json(wire(row), 201);
});
