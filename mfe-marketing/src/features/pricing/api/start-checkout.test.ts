import { describe, expect, it } from 'vitest';
import { safeCheckoutUrl } from './start-checkout';

describe('the checkout address the browser is sent to', () => {
  it('accepts Stripe’s address and our own local checkout page', () => {
    expect(safeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_1', 'https://fondly.example')).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(safeCheckoutUrl('/checkout/cs_local_1', 'http://localhost:3000')).toBe('http://localhost:3000/checkout/cs_local_1');
  });

  it('refuses anything that is not a web address, so a bad answer cannot run script', () => {
    expect(safeCheckoutUrl('javascript:alert(1)', 'http://localhost:3000')).toBeNull();
    expect(safeCheckoutUrl('data:text/html,hi', 'http://localhost:3000')).toBeNull();
    expect(safeCheckoutUrl('', 'http://localhost:3000')).toBeNull();
    expect(safeCheckoutUrl(undefined, 'http://localhost:3000')).toBeNull();
  });
});
