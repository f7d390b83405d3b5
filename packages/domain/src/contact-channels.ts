// Apart from preference-contact.ts so the label catalogue (which the panel's error messages read at first
// load) names the channels without pulling in the phone-number metadata (issue 30: first-load JS).
/** The ways the panel's areas reach a customer; a do-not-disturb row blocks some or all of them. */
export const CONTACT_CHANNELS = ['CALL', 'SMS', 'WHATSAPP', 'EMAIL'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_CHANNEL_LABELS: Readonly<Record<ContactChannel, string>> = {
  CALL: 'Call',
  SMS: 'SMS',
  WHATSAPP: 'WhatsApp',
  EMAIL: 'E-mail',
};
