import { callApi } from '@fondly/design-system/client';
import { signupApi } from '@fondly/contract';
import { displayNorthAmerican, type PhoneNumber } from '../../../config/site';

/**
 * The phone line that plays a sample conversation (SAMPLE_CALL_NUMBER on the API, shared
 * with /sample-call). Null when no line is configured. Asked once per page load.
 */
let line: Promise<PhoneNumber | null> | null = null;

export function getSampleLine(): Promise<PhoneNumber | null> {
  line ??= callApi(signupApi.sampleCall).then(
    (info) => (info.phoneNumber ? { e164: info.phoneNumber, display: info.phoneDisplay ?? displayNorthAmerican(info.phoneNumber) } : null),
    (error: unknown) => {
      line = null;
      throw error;
    },
  );
  return line;
}
