import { PROJECT_CATEGORIES } from "./options";

/** The messages of services (spec 2 §6, §8), shared by the schemas, the dialog and the public page. */
export const SERVICE_TEXT = {
  titleRequired: "Service title is required",
  descriptionRequired: "Service description is required",
  /** Spec 2 §6: the session check before creating a service. */
  authRequired: "Authentication required to add services. Please log in.",
  /** Spec 2 §8: any other failed save. */
  saveFailed: "Error: There was a problem saving the service. Please try again.",
  order: "Order must be 0 or more",
  category: `Choose from: ${PROJECT_CATEGORIES.join(", ")}`,
  /** The public page of a hidden service, to signed-in staff. */
  hiddenPreview:
    "This service is hidden: visitors do not see it in the menu or the lists, and its page answers Not Found.",
} as const;
