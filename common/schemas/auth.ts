import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth";

/** An e-mail address as sign-in, sign-up and invitations take it: trimmed, lower case. */
export const EmailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .email("Please enter a valid email")
  .toLowerCase();
const password = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A required name: anything but text counts as missing. */
const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const RegisterSchema = z.object({
  email: EmailSchema,
  password,
  firstName: personName("First name"),
  lastName: personName("Last name"),
  company: z
    .string({ error: "Company must be text" })
    .trim()
    .max(200, "Company must be at most 200 characters")
    .optional()
    .default(""),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The client's own profile, as /account edits it. */
export const ProfileUpdateSchema = RegisterSchema.pick({ firstName: true, lastName: true, company: true });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

export const AdminSignupSchema = z.object({
  email: EmailSchema,
  password,
  firstName: personName("First name"),
  lastName: personName("Last name"),
  invitationToken: z.string().trim().min(1).max(200).optional(),
});
export type AdminSignupInput = z.input<typeof AdminSignupSchema>;

/** The signed-in user, as the session answers name them. */
export const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
    role: z.enum(["client", "admin"]),
  })
  .meta({ id: "SessionUser" });

/** What /auth/session answers (and admin sign-in and sign-up, once signed in). */
export const SessionInfoSchema = z
  .object({
    user: SessionUserSchema.nullable().meta({ description: "Null when nobody is signed in" }),
    permissions: z
      .array(z.string())
      .meta({ description: "The admin's permissions (resource:action); empty for clients and visitors" }),
  })
  .meta({ id: "SessionInfo" });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET /auth/admin-setup: whether the first administrator still has to be created. */
export const AdminSetupSchema = z.object({ needsFirstAdmin: z.boolean() }).meta({ id: "AdminSetup" });

/** POST /auth/logout. */
export const LoggedOutSchema = z.object({ success: z.literal(true) });
