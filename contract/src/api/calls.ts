import type { CallsBoard, FullCallFlowRequest, PhoneTestRequest, ProviderHealthReport, SentTextsResponse, TestNumbersResponse, TestResult, VoiceTestRequest } from '../calls.js';
import { read, post, link } from './route.js';

export const callsApi = {
  board: read('/api/calls/board')<CallsBoard>(),
  providerHealth: read('/api/calls/provider-health')<ProviderHealthReport>(),
  testVoice: post('/api/test/elevenlabs')<TestResult, VoiceTestRequest>(),
  testPhone: post('/api/test/twilio')<TestResult, PhoneTestRequest>(),
  testOutboundCall: post('/api/test/outbound-call')<TestResult, PhoneTestRequest>(),
  testFullCallFlow: post('/api/test/full-call-flow')<TestResult, FullCallFlowRequest>(),
  sentTexts: read('/api/phone/texts')<SentTextsResponse>(),
  testNumbers: read('/api/phone/test-numbers')<TestNumbersResponse>(),
  phoneSocket: link('/api/phone/ws'),
};
