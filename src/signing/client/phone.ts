// A phone number's full check on the signing page (issue 44 item 12), loaded only on pages with a
// phone field: libphonenumber-js's small metadata, the same library and region rule as the server's
// (templates/rules.ts), so a number the server would refuse is refused at Next, with the country
// code it was read in ("read as +1 numbers: for another country, start with + and its code").
// field-types.ts calls it through window.countersignPhone; without it (not loaded yet) it falls back
// to its own shape check and the server judges at Sign.
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface PhoneCheck {
  /** Whether `value` is a phone number, read in `region` when it has no country code. */
  valid(value: string, region: string): boolean;
  /** The country calling code of `region` ("+49"), or "" for a region the metadata lacks. */
  callingCode(region: string): string;
}

declare global {
  interface Window {
    countersignPhone?: PhoneCheck;
  }
}

window.countersignPhone = {
  valid(value, region) {
    try {
      return parsePhoneNumberFromString(value, region as CountryCode)?.isValid() ?? false;
    } catch {
      return false;
    }
  },
  callingCode(region) {
    try {
      return `+${getCountryCallingCode(region as CountryCode)}`;
    } catch {
      return '';
    }
  },
};
