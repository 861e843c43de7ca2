/** How every form here asks for the recipient's phone (the server normalises it to E.164). */
export const PHONE_INPUT_PROPS = { type: 'tel', inputMode: 'tel', placeholder: '(555) 123-4567' } as const;
export const PHONE_HINT = 'A US or Canadian number, landline or mobile.';
