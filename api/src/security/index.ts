// Anti-automation policies shared by the domains (the tests beside them keep issue findings fixed).
export { allowCodeCheck, allowCodeText, CODE_CHECK_LIMITS, TEXT_AND_CODE_MESSAGES, TEXT_LIMITS, type Requester } from './texts-and-codes.js';
