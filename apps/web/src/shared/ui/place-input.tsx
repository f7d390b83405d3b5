import { Input, type InputProps } from 'antd';

/**
 * A place field. SPEC §7 loads a maps script with the places library for lookups; the maps key is
 * withheld and optional, so without one (today) a place is typed as plain text.
 */
export const PlaceInput = (props: InputProps) => <Input autoComplete="street-address" {...props} />;
