import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { PLACE_QUERY_MIN } from '@b2c/contracts';
import type { PickedPlace } from '../places/place-source.ts';
import { usePlaceSuggestions } from '../places/use-place-suggestions.ts';
import { toast } from './toast.ts';

export type { PickedPlace };

export interface PlaceInputProps {
  /** The address text (a form field's value): what is typed stays typed, a pick replaces it. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** A place was picked: the form fills its address, city, pincode and coordinates from it. */
  onPick: (place: PickedPlace) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** A two-line text area (a full address) instead of one line. */
  multiline?: boolean;
  maxLength?: number;
  'aria-invalid'?: boolean;
}

/*
 * An option's value is what antd's AutoComplete hands to onChange on a pick: an invisible mark and the
 * suggestion's position, which nobody types, so a typed "Dubai" is never mistaken for the option "Dubai".
 */
const MARK = '\u2063';
const optionValue = (index: number) => `${MARK}${index}`;
const STATUS_VALUE = `${MARK}status`;
const statusOption = (label: string) => ({ value: STATUS_VALUE, label, disabled: true });

/**
 * An address field that looks places up (SPEC §7 place lookups, issue 26): from the third letter, places
 * of the vertical's country — from Google Places with the server's maps key, else the API's own search.
 * Picking one puts its address in the field and hands the whole place to `onPick`. Typing is never
 * undone: an address nobody's gazetteer knows can still be typed as it is.
 */
/**
 * antd's AutoComplete points `aria-activedescendant` at "<id>_list_-1" while no option is active (a
 * list that is only offered, or says nothing was found): an element that does not exist, which screen
 * readers stumble on (axe: aria-valid-attr-value). The attribute is dropped whenever it is set so.
 */
const useNoDanglingActiveDescendant = (id: string | undefined) => {
  useEffect(() => {
    const input = id ? document.getElementById(id) : null;
    if (!input) return undefined;
    const drop = () => {
      if (input.getAttribute('aria-activedescendant')?.endsWith('_-1')) input.removeAttribute('aria-activedescendant');
    };
    const observer = new MutationObserver(drop);
    observer.observe(input, { attributes: true, attributeFilter: ['aria-activedescendant'] });
    drop();
    return () => observer.disconnect();
  }, [id]);
};

export const PlaceInput = ({
  value,
  onChange,
  onPick,
  multiline,
  maxLength,
  placeholder = `Type ${PLACE_QUERY_MIN} letters to look up a place`,
  ...input
}: PlaceInputProps) => {
  const [typed, setTyped] = useState('');
  const { source, suggestions, searching, failed, ready } = usePlaceSuggestions(typed);
  useNoDanglingActiveDescendant(input.id);

  const options = (() => {
    if (suggestions.length > 0) {
      const places = suggestions.map((s, i) => ({ value: optionValue(i), label: s.label, key: s.key }));
      // Google's terms: its predictions shown without a map carry its name.
      return source.kind === 'google' ? [...places, statusOption('Powered by Google')] : places;
    }
    if (searching) return [statusOption('Looking up places…')];
    if (failed) return [statusOption('Places could not be looked up: type the address.')];
    if (ready) return [statusOption('No place found: type the address as it is.')];
    return [];
  })();

  const pick = (value: string) => {
    const suggestion = value.startsWith(MARK) ? suggestions[Number(value.slice(MARK.length))] : undefined;
    if (!suggestion) return;
    setTyped('');
    suggestion.pick().then(
      (place) => {
        onChange?.(place.address);
        onPick(place);
      },
      () => toast('error', `${suggestion.label} could not be read: type the address.`),
    );
  };

  return (
    <AutoComplete
      value={value ?? ''}
      options={options}
      // A pick's option value is no address: the field gets the place's address once it is read.
      onChange={(text: string) => {
        if (text.startsWith(MARK)) return;
        setTyped(text);
        onChange?.(text);
      }}
      onSelect={(picked: string) => pick(picked)}
      notFoundContent={null}
      popupMatchSelectWidth
      disabled={input.disabled}
      id={input.id}
    >
      {multiline ? (
        <Input.TextArea
          rows={2}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={input['aria-invalid']}
        />
      ) : (
        <Input
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={input['aria-invalid']}
        />
      )}
    </AutoComplete>
  );
};
