export { listActiveContactFormFields } from "@server/services/contact-form-fields";
export { listPublicSuccessStories } from "@server/services/success-stories";
