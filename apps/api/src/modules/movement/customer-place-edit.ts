import { CUSTOMER_PLACE_MESSAGES, normalizeText, takesCustomerAddress } from '@b2c/domain';
import type { MovementUpdateBody } from '@b2c/contracts';
import { badRequest } from '../../kits/http-errors.ts';
import type { MovementInsert, MovementRow } from './movement-repository.ts';

/** SPEC §5: one line, trimmed; blank is "none"; absent stays absent. */
const text = (value: string | undefined) => (value === undefined ? undefined : normalizeText(value) || null);
const CUSTOMER_PLACE_FIELDS = {
  customerAddress: { words: 'Customer address', required: CUSTOMER_PLACE_MESSAGES.addressRequired },
  customerArea: { words: 'Customer area', required: CUSTOMER_PLACE_MESSAGES.areaRequired },
} as const;

/**
 * The customer's address and area as an edit leaves them (SPEC §3 options): a home pick-up keeps or
 * takes them and must end with both; a drop at hub has none, so a switch to it clears them, and one
 * sent for it is refused (it would be dropped). Each refusal names its field.
 */
export function customerPlaceEdit(
  open: MovementRow,
  body: Pick<MovementUpdateBody, 'pickupOption' | 'customerAddress' | 'customerArea'>,
): Partial<Pick<MovementInsert, 'customerAddress' | 'customerArea'>> {
  const option = body.pickupOption ?? open.pickupOption;
  const fields = Object.keys(CUSTOMER_PLACE_FIELDS) as (keyof typeof CUSTOMER_PLACE_FIELDS)[];
  if (!takesCustomerAddress(option)) {
    for (const field of fields)
      if (body[field] !== undefined)
        throw badRequest(
          `${CUSTOMER_PLACE_FIELDS[field].words} ${CUSTOMER_PLACE_MESSAGES.onlyForHomePickup}.`,
          `body.${field}`,
        );
    return open.customerAddress || open.customerArea ? { customerAddress: null, customerArea: null } : {};
  }
  const edited = { customerAddress: text(body.customerAddress), customerArea: text(body.customerArea) };
  for (const field of fields)
    if (!(edited[field] ?? open[field]))
      throw badRequest(
        `${CUSTOMER_PLACE_FIELDS[field].words} ${CUSTOMER_PLACE_FIELDS[field].required}.`,
        `body.${field}`,
      );
  return edited;
}
