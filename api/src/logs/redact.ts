import { maskPhone } from '../lib/logger.js';

/**
 * The live log leaves the server (operators' browsers), so every entry is cleaned here,
 * whatever the code that logged it remembered to do: secrets by the name of their field,
 * and secrets, card numbers and phone numbers by their shape wherever they appear in text.
 */
export const REDACTED = '[redacted]';

/** Field names whose values are secrets, in any casing: apiKey, api_key, authToken, x-twilio-signature... */
const SECRET_FIELD =
  /^(pass(word|phrase)?|pwd|secret|authorization|proxy-authorization|cookie|set-cookie|credentials?|dsn|cvc|cvv|card_?number|pan)$|(secret|token|password|signature|apikey|api_key|private_?key|session_?id|connection_?string|database_?url)$|[a-z]Key$|[-_]key$|^key$/i;
const PHONE_FIELD = /phone|^(to|from|caller|called|msisdn)$/i;

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 2000;

interface TextRule {
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Path segments that are secrets of their own: a checkout's id (whoever holds it sees the buyer's
 * plan and email, and may link it to an account) and an unsubscribe token. The server's request
 * log and the live log show the route without them.
 */
const SECRET_PATH_SEGMENT = /(\/(?:checkout\/sessions|unsubscribe)\/)(?!\[redacted\])[^/?#\s"']+/gi;

/** `/api/checkout/sessions/cs_123/pay` -> `/api/checkout/sessions/[redacted]/pay`. */
export function redactPath(path: string): string {
  return path.replace(SECRET_PATH_SEGMENT, (_m, prefix: string) => `${prefix}${REDACTED}`);
}

/** In order: the first rules remove things that later, looser rules would only partly catch. */
const TEXT_RULES: TextRule[] = [
  // postgres://user:password@host, https://user:key@host
  { pattern: /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi, replace: (_m, scheme) => `${scheme}${REDACTED}@` },
  // ?token=...&signature=... in URLs (sign-in links, signed webhooks, API keys in query strings);
  // ?transaction_id=...&email=... (a checkout's id and the buyer's email, back from payment)
  {
    pattern: /([?&](?:token|key|api_?key|secret|signature|sig|password|access_token|refresh_token|code|transaction_id|session_id|checkout_session_id|email)=)[^&\s"'#]+/gi,
    replace: (_m, name) => `${name}${REDACTED}`,
  },
  { pattern: SECRET_PATH_SEGMENT, replace: (_m, prefix) => `${prefix}${REDACTED}` },
  // Checkout session ids anywhere else (Stripe's cs_test_/cs_live_, the local provider's cs_).
  { pattern: /\bcs_[A-Za-z0-9_-]{8,}/g, replace: () => REDACTED },
  // Email addresses: the first letter and the domain tell entries apart; the rest stays private.
  { pattern: /(?<![\w.%+-])([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b/g, replace: (_m, first, domain) => `${first}•••@${domain}` },
  { pattern: /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, replace: (_m, scheme) => `${scheme} ${REDACTED}` },
  // Our own session cookies, if a header ever lands in a message.
  { pattern: /\b(fondly_[a-z]+=)[^;\s"']+/g, replace: (_m, name) => `${name}${REDACTED}` },
  // Stripe, OpenAI, ElevenLabs keys, webhook secrets, JSON Web Tokens.
  {
    pattern: /\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9+/=]{8,}|sk-[A-Za-z0-9_-]{16,}|sk_[a-f0-9]{32,}|eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+)/g,
    replace: () => REDACTED,
  },
  // Card numbers: 13 to 19 digits, spaces or dashes allowed, that pass the Luhn check.
  {
    pattern: /(?<![\w.])\d(?:[ -]?\d){12,18}(?![\w.])/g,
    replace: (m) => {
      const digits = digitsOf(m);
      return passesLuhn(digits) ? `•••• ${digits.slice(-4)}` : m;
    },
  },
  // +1 212 555 0123, +12125550123, +44 20 7946 0958
  {
    pattern: /\+\d[\d ().-]{8,18}\d(?![\w])/g,
    replace: (m) => {
      const digits = digitsOf(m);
      return digits.length >= 10 && digits.length <= 15 ? maskPhone(`+${digits}`) : m;
    },
  },
  // (212) 555-0123, 212-555-0123, 212.555.0123
  { pattern: /(?<![\w+])\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}(?![\w])/g, replace: (m) => `•••-•••-${m.slice(-4)}` },
  // 2125550123, 12125550123 (not inside ids such as Twilio's CA… SIDs)
  {
    pattern: /(?<![\w.+•-])1?\d{10}(?![\w.])/g,
    replace: (m) => (m.length === 11 && !m.startsWith('1') ? m : `•••••••${m.slice(-4)}`),
  },
];

export function redactText(text: string, maxLength = MAX_STRING): string {
  let out = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
  for (const rule of TEXT_RULES) out = out.replace(rule.pattern, rule.replace as (m: string, ...a: string[]) => string);
  return out;
}

/** A deep copy of `value` that is safe to show: see the rules above. */
export function redactValue(value: unknown, key = '', depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (key && SECRET_FIELD.test(key)) return REDACTED;
  if (typeof value === 'number') {
    // A phone number stored as a number still dials.
    return PHONE_FIELD.test(key) && Math.abs(value) >= 1e9 ? `•••••••${String(value).slice(-4)}` : value;
  }
  if (typeof value === 'string') return redactText(value);
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactValue(item, key, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`[${value.length - MAX_ITEMS} more]`);
    return items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = redactValue(v, k, depth + 1);
    return out;
  }
  return String(value);
}
