/**
 * "+12125550123", "4165552233", "1-416-555-2233" -> "(212) 555-0123": a US or Canadian number as
 * people read it, on every page and in every mail (walk of issue 30: the alert mails wrote
 * "+12125550104" beside pages that write "(212) 555-0104"). Anything else is left as typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const m = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone.trim();
}
