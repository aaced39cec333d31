export { listActiveContactFormFields } from "@server/services/contact-form-fields";
export { listFeaturedSuccessStories } from "@server/services/success-stories-public";
