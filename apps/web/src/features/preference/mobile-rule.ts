import { toE164Mobile } from '@b2c/domain';
import { fieldMessage } from '../../shared/forms/form-errors.ts';
import type { ValidatorRule } from '../../shared/forms/zod-rule.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

/** The API's number check (E.164 of the vertical's country), run as the user leaves the field. */
export const useMobileRule = (label: string): ValidatorRule => {
  const country = useVertical().vertical?.country ?? 'IN';
  return {
    validator: async (_rule, value) => {
      const text = typeof value === 'string' ? value : '';
      const check = toE164Mobile(text, country);
      // Worded like the contract-checked fields beside it ("Mobile number is required." when empty).
      if (!check.ok) throw new Error(fieldMessage(label, check.message, text));
    },
  };
};
