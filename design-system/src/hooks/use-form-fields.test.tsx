import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES, wizardStep1Schema } from '@fondly/contract';
import { checkForm } from '../lib/form-errors';
import { useFormFields } from './use-form-fields';

describe('useFormFields', () => {
  it('keeps the messages until the reader changes that very field', () => {
    const { result } = renderHook(() => useFormFields({ subscriberName: '', subscriberEmail: 'rose@', consent: false }));
    const check = checkForm(wizardStep1Schema, result.current.values);
    act(() => result.current.setErrors(check.ok ? {} : check.errors));
    expect(result.current.errors).toEqual({
      subscriberName: SIGNUP_MESSAGES.yourNameRequired,
      subscriberEmail: SIGNUP_MESSAGES.emailInvalid,
    });

    act(() => result.current.bind('subscriberEmail').onChange('rose@example.com'));
    expect(result.current.values.subscriberEmail).toBe('rose@example.com');
    expect(result.current.errors).toEqual({ subscriberName: SIGNUP_MESSAGES.yourNameRequired });

    act(() => result.current.set('consent', true));
    expect(result.current.values.consent).toBe(true);
    expect(result.current.errors).toEqual({ subscriberName: SIGNUP_MESSAGES.yourNameRequired });
  });

  it('binds a text field by its name, value and message', () => {
    const { result } = renderHook(() => useFormFields({ recipientName: 'Rose', recipientPhone: '' }));
    act(() => result.current.setErrors({ recipientPhone: SIGNUP_MESSAGES.phoneRequired }));
    expect(result.current.bind('recipientPhone')).toMatchObject({ name: 'recipientPhone', value: '', error: SIGNUP_MESSAGES.phoneRequired });
    expect(result.current.bind('recipientName')).toMatchObject({ name: 'recipientName', value: 'Rose', error: undefined });
  });
});
