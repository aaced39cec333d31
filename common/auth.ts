/** Roles, permissions and auth texts shared by the browser and the server (spec 1 §6, §8.1). */
export const ROLES = ["client", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Holding this permission grants every other one (spec 1 §6). */
export const SUPER_PERMISSION = "manage_users";

/**
 * True when any held permission matches resource:action. Either part may be "*".
 * A permission without a colon only matches itself (e.g. "manage_users").
 */
export function hasPermission(held: readonly string[], resource: string, action: string): boolean {
  if (held.includes(SUPER_PERMISSION)) return true;
  return held.some((p) => {
    const sep = p.indexOf(":");
    if (sep < 0) return false;
    const r = p.slice(0, sep);
    const a = p.slice(sep + 1);
    return (r === "*" || r === resource) && (a === "*" || a === action);
  });
}

/** What the dashboard calls its user ("Welcome back, Ada"): the first name, else the e-mail's local part. */
export function greetingName(user: { firstName?: string | null; email: string }): string {
  return user.firstName?.trim() || user.email.split("@")[0] || "Admin";
}

export const AUTH_TEXT = {
  loginFailed: { title: "Login Failed", message: "Invalid email or password. Please try again." },
  registrationSuccess: {
    title: "Registration Successful",
    message: "Your account has been created. You may need to verify your email before logging in.",
  },
  registrationFailed: {
    title: "Registration Failed",
    message: "There was a problem creating your account. Please try again.",
  },
  logoutFailed: { title: "Logout Failed", message: "There was a problem signing out. Please try again." },
  adminLoginSuccess: { title: "Admin Login Successful", message: "Welcome to the dashboard" },
  /** After /admin/signup (the first administrator, or an invited one): an account was made, not a login. */
  adminSignupSuccess: {
    title: "Administrator account created",
    message: (firstName: string) => `Welcome to the dashboard, ${firstName}`,
  },
  adminLoginFailed: { title: "Login Failed", message: "Invalid credentials or not authorized as admin" },
  notAdmin: "User is not authorized as an admin",
  adminLogoutSuccess: { title: "Logout Successful", message: "You have been logged out" },
  dashboardLogoutSuccess: {
    title: "Logged Out",
    message: "You have been successfully logged out of the dashboard.",
  },
  dashboardLogoutFailed: "Failed to logout. Please try again.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a minute and try again.",
} as const;

/** How an admin sign-in attempt ended, as admin_login_logs records it. */
export const LOGIN_STATUSES = ["success", "failed", "locked"] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/**
 * Account-level protection (on top of the per-address limit): after this many failed sign-ins
 * within the window, the account is locked for `baseMinutes`, doubling with every further failure
 * up to `maxMinutes`.
 */
export const SIGN_IN_LOCKOUT = {
  threshold: 5,
  windowMinutes: 60,
  baseMinutes: 1,
  maxMinutes: 60,
} as const;

export const accountLockedText = (minutes: number) =>
  `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
