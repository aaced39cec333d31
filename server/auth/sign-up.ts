import { INPUT_TEXT } from "@common/input-rules";
import { RegisterSchema } from "@common/schemas/auth";
import { ApiError, invalidInput } from "../lib/errors";

/**
 * A client's sign-up body, checked on the server against spec 1's registration rules (the
 * schema the register page uses) before better-auth sees it, and rebuilt from the checked
 * values: names trimmed, the display name made from them, nothing else passed through.
 */
export function checkedSignUpBody(text: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", INPUT_TEXT.invalidJson);
  }
  const parsed = RegisterSchema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { email, password, firstName, lastName, company } = parsed.data;
  return JSON.stringify({
    email,
    password,
    firstName,
    lastName,
    company,
    name: `${firstName} ${lastName}`,
  });
}
