import { type ComponentProps, forwardRef } from "react";
import { FormField } from "~/components/ui/form-field";

/** For register's `setValueAs`: an empty box is no order (a new row goes to the end). */
export const toOrder = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/**
 * "Display order": a whole number of 0 or more; left empty, a new row goes at the end. Register it
 * with `{ setValueAs: toOrder }`.
 */
export const OrderField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof FormField>, "label">>(
  function OrderField(props, ref) {
    return (
      <FormField
        ref={ref}
        label="Display order"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        placeholder="At the end"
        {...props}
      />
    );
  },
);
