export { getProjectForPreview, getPublishedProject } from "@server/services/projects";
export { publicImages } from "@server/services/public-images";
export { draftForPreview, PREVIEW_HEADERS, previewHeaders } from "./draft-preview.server";
