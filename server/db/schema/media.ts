import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/** Metadata of an uploaded image; the bytes live on disk or in S3-compatible storage. */
export const storedImages = pgTable(
  "stored_images",
  {
    id: id(),
    name: text("name").notNull(),
    folder: text("folder").notNull().default(""),
    /** Path inside the storage, e.g. "projects/3f2a….webp"; unique. */
    full_path: text("full_path").notNull().unique(),
    public_url: text("public_url").notNull(),
    mime_type: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    original_size: integer("original_size"),
    uploaded_by: uuid("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("stored_images_folder_idx").on(t.folder, t.created_at)],
);
