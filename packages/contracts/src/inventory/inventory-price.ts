import { z } from 'zod';
import { PRICE_MAX_ANY } from '@b2c/domain';

/**
 * A price as every write takes it: a car's listing and target price, and an approver's own value for a
 * pending price change (issue 24: that path had no bounds, so −1 and 999,999,999,999 were applied). The
 * absolute bound is the largest currency's; the vertical's own (domain `priceProblem`) is checked by the
 * API and the panel's price inputs, so the two paths cannot disagree.
 */
export const priceField = z
  .number()
  .positive('must be more than 0')
  .max(PRICE_MAX_ANY)
  .multipleOf(0.01, 'must have at most 2 decimals');
