export { listActiveContactFormFields } from "@server/services/contact-form-fields";
