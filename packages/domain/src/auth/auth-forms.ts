import { z } from "zod";
import { NAME_MAX_LENGTH } from "../profile/profile.ts";
import { isValidEmail } from "../profile/email.ts";
import { phoneNumberSchema } from "../phone/phone-schema.ts";
import { passwordSchema } from "./password.ts";

/**
 * The account forms' requests (sign-in, sign-up, password reset and change). better-auth checks them
 * again on the server; these are the words the form uses first, each a catalog key the domain's
 * localiser fills with the field's name.
 */
export const emailAddressSchema = z.string().trim().min(1, "validation.required").refine(isValidEmail, "validation.email.invalid");

const requiredSecret = z.string().min(1, "validation.required");

export const signInSchema = z.object({ email: emailAddressSchema, password: requiredSecret });
export type SignIn = z.output<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "validation.required").max(NAME_MAX_LENGTH),
  email: emailAddressSchema,
  password: passwordSchema,
});
export type SignUp = z.output<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailAddressSchema });

export const passwordResetSchema = z.object({ newPassword: passwordSchema });

export const passwordChangeSchema = z.object({
  currentPassword: requiredSecret,
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean(),
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** The one-time code's shape: what the SMS sends (six digits today), with room for other senders. */
export const OTP_CODE_PATTERN = /^\d{4,8}$/;

/** Asking for a sign-in code: the number, checked by the phone rules and handed over as E.164. */
export const phoneCodeRequestSchema = z.object({ phoneNumber: phoneNumberSchema });

/** Signing in with the code: the same number and the code from the SMS. */
export const phoneSignInSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: z.string().trim().regex(OTP_CODE_PATTERN, "auth.codeInvalid"),
});
export type PhoneSignIn = z.output<typeof phoneSignInSchema>;
