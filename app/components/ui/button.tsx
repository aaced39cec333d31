import { type ButtonHTMLAttributes, forwardRef } from "react";
import { cx } from "~/lib/cx";

type Variant = "primary" | "secondary" | "ghost" | "danger";

/** The looks are .btn and .btn-<variant> in app.css (components layer: a caller's utilities win). */
const variants: Record<Variant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  danger: "btn-danger",
};

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }
>(function Button({ className, variant = "primary", type = "button", ...props }, ref) {
  return <button ref={ref} type={type} className={cx("btn", variants[variant], className)} {...props} />;
});
